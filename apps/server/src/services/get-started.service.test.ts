import type { GetStartedRequest } from '@ecotone/contracts';
import { describe, expect, it } from 'vitest';
import type { ComputePool } from '../compute/compute-pool.js';
import { AppError } from '../errors.js';
import type { MailMessage } from '../mail/mailer.js';
import type {
  GetStartedRepository,
  NewGetStartedRequest,
} from '../repositories/get-started.repository.js';
import { createGetStartedService } from './get-started.service.js';
import { createMemoryAttemptStore } from './rate-limit.js';

const unusedPool = {
  run: () => {
    throw new Error('no shape in these requests: the pool is not used');
  },
} as unknown as ComputePool;

function setUp(options: { failingTo?: string } = {}) {
  const saved: NewGetStartedRequest[] = [];
  const notified: string[] = [];
  const sent: MailMessage[] = [];
  const errors: string[] = [];
  const repository: GetStartedRepository = {
    save: async (request) => {
      saved.push(request);
      return String(saved.length);
    },
    markNotified: async (id) => void notified.push(id),
  };
  const service = createGetStartedService({
    getStartedRequests: repository,
    attemptCounters: createMemoryAttemptStore(),
    mailer: {
      destination: 'memory',
      send: async (message) => {
        if (message.to === options.failingTo) throw new Error('SMTP down');
        sent.push(message);
      },
    },
    contactEmail: 'team@example.org',
    getStartedContacts: { 'eligible-land': 'land@example.org' },
    // Requests without a shape never reach the shape pool (get-started.int.test.ts covers shapes).
    shapeCompute: unusedPool,
    now: () => 0,
    logError: (message) => errors.push(message),
  });
  return { service, saved, notified, sent, errors };
}

const request: GetStartedRequest = {
  firstName: 'Ana',
  lastName: 'García',
  interest: 'eligible-land',
  email: 'Ana@Example.org',
  phone: '+54 11 4123-4567',
};
const origin = { ip: '1.2.3.4', locale: 'es' as const };

describe('get-started service', () => {
  it('maps each interest to its contact, or to the contact address', () => {
    const { service } = setUp();
    expect(service.contactFor('eligible-land')).toBe('land@example.org');
    expect(service.contactFor('other')).toBe('team@example.org');
  });

  it('stores, notifies the contact in English and confirms in the sender language', async () => {
    const { service, saved, notified, sent } = setUp();
    await service.submit(request, origin);
    expect(saved[0]).toMatchObject({ email: 'ana@example.org', company: null, locale: 'es' });
    expect(notified).toEqual(['1']);
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['land@example.org', 'Get-started request from Ana García: I have land that may be eligible'],
      ['ana@example.org', 'Hemos recibido su solicitud'],
    ]);
    expect(sent[0]?.replyTo).toBe('ana@example.org');
  });

  it('fails, leaving the request stored but not notified, when the contact cannot be mailed', async () => {
    const { service, saved, notified } = setUp({ failingTo: 'land@example.org' });
    await expect(service.submit(request, origin)).rejects.toThrow('SMTP down');
    expect(saved).toHaveLength(1);
    expect(notified).toEqual([]);
  });

  it('only logs a confirmation that cannot be sent', async () => {
    const { service, notified, errors } = setUp({ failingTo: 'ana@example.org' });
    await service.submit(request, origin);
    expect(notified).toEqual(['1']);
    expect(errors).toEqual(['get-started confirmation not sent']);
  });

  it('drops a filled honeypot silently', async () => {
    const { service, saved, sent } = setUp();
    await service.submit({ ...request, website: 'x' }, origin);
    expect(saved).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('counts attempts per address and per email', async () => {
    const { service } = setUp();
    for (let i = 0; i < 3; i++) await service.submit(request, { ...origin, ip: `10.0.0.${i}` });
    await expect(service.submit(request, { ...origin, ip: '10.0.0.9' })).rejects.toBeInstanceOf(
      AppError,
    );
  });
});
