import type { Database } from '../db/database.js';

export interface NewContactMessage {
  userId: string | null;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  extra: Record<string, string>;
  sendCopy: boolean;
}

/** Messages sent through the contact modal, kept whether or not their mail went out. */
export function createContactMessageRepository(database: Database) {
  return {
    async save(message: NewContactMessage): Promise<string> {
      const { rows } = await database.query<{ id: string }>(
        `INSERT INTO contact_message (user_id, name, email, subject, message, extra, send_copy)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)
         RETURNING id::text AS id`,
        [
          message.userId,
          message.name,
          message.email,
          message.subject,
          message.message,
          JSON.stringify(message.extra),
          message.sendCopy,
        ],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('contact_message: INSERT returned no id');
      return id;
    },
    async markNotified(id: string): Promise<void> {
      await database.query('UPDATE contact_message SET notified_at = now() WHERE id = $1', [id]);
    },
  };
}

export type ContactMessageRepository = ReturnType<typeof createContactMessageRepository>;
