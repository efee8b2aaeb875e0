import type { GetStartedInterest } from '@ecotone/contracts';
import type { Database } from '../db/database.js';

export interface NewGetStartedRequest {
  firstName: string;
  lastName: string;
  company: string | null;
  title: string | null;
  interest: GetStartedInterest;
  email: string;
  phone: string;
  message: string | null;
  location: string | null;
  locale: string;
  /** The cleaned ranch location (a FeatureCollection as JSON text), its area and source file, or null. */
  shape: { geojsonText: string; areaHa: number; fileName: string } | null;
}

/** Get-started requests, kept whether or not their mail went out (`notified_at`). */
export function createGetStartedRepository(database: Database) {
  return {
    /** Stores the request and returns its id. */
    async save(request: NewGetStartedRequest): Promise<string> {
      const { rows } = await database.query<{ id: string }>(
        `INSERT INTO get_started_request
           (first_name, last_name, company, title, interest, email, phone, message, location, locale,
            shape, shape_area_ha, shape_file_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13)
         RETURNING id::text AS id`,
        [
          request.firstName,
          request.lastName,
          request.company,
          request.title,
          request.interest,
          request.email,
          request.phone,
          request.message,
          request.location,
          request.locale,
          request.shape?.geojsonText ?? null,
          request.shape?.areaHa ?? null,
          request.shape?.fileName ?? null,
        ],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('get_started_request: INSERT returned no id');
      return id;
    },
    async markNotified(id: string): Promise<void> {
      await database.query('UPDATE get_started_request SET notified_at = now() WHERE id = $1', [
        id,
      ]);
    },
  };
}

export type GetStartedRepository = ReturnType<typeof createGetStartedRepository>;
