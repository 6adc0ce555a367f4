import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENTERPRISE_INQUIRIES_PER_HOUR } from '../../../shared/constants.js';
import { enterpriseInquiries } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

const survey = {
  name: 'Ada Lovelace',
  company: 'Analytical Records',
  email: 'Ada@Example.com',
  phone: '+44 20 7946 0000',
  teamSize: '6-20',
  businessType: 'record-label',
  monthlyProjects: '11-50',
  integrations: ['distrokid', 'accounting'],
  requirements: 'Split sheets for 40 artists.',
};

describe('POST /api/enterprise-inquiries', () => {
  let t: TestApp;
  let ipCounter = 0;
  // Each test posts from its own address so the per-IP limit of one test never leaks into another.
  let ip: string;
  const post = (payload: object, remoteAddress = ip) =>
    t.app.inject({ method: 'POST', url: '/api/enterprise-inquiries', payload, remoteAddress });
  const storedRows = () => t.app.deps.db.select().from(enterpriseInquiries);

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    ipCounter += 1;
    ip = `203.0.113.${ipCounter}`;
    await t.app.deps.db.delete(enterpriseInquiries);
  });

  it('stores a complete survey without sign-in and thanks the visitor', async () => {
    const res = await post(survey);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Thank you! Our team will contact you within one business day.');
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.id,
      name: 'Ada Lovelace',
      company: 'Analytical Records',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      teamSize: '6-20',
      businessType: 'record-label',
      monthlyProjects: '11-50',
      integrations: ['distrokid', 'accounting'],
      requirements: 'Split sheets for 40 artists.',
    });
  });

  it('accepts only the required fields, storing the optional ones as empty', async () => {
    const res = await post({ name: 'Bo', company: 'Bo Studio', email: 'bo@example.com' });
    expect(res.statusCode).toBe(201);
    const [row] = await storedRows();
    expect(row).toMatchObject({
      phone: null,
      teamSize: null,
      integrations: [],
      requirements: null,
    });
  });

  it.each([
    ['name', { ...survey, name: '' }, 'Name is required'],
    ['name', { ...survey, name: undefined }, 'Name is required'],
    ['company', { ...survey, company: '   ' }, 'Company is required'],
    ['email', { ...survey, email: undefined }, 'Email is required'],
    ['email', { ...survey, email: 'not-an-email' }, 'Please enter a valid email address'],
  ])(
    'refuses a missing or invalid %s with a field error and stores nothing',
    async (field, payload, message) => {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[field]).toBe(message);
      expect(await storedRows()).toHaveLength(0);
    },
  );

  it('refuses answers outside the survey choices', async () => {
    const res = await post({ ...survey, teamSize: '5000+' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.teamSize).toBeDefined();
    expect(await storedRows()).toHaveLength(0);
  });

  it('answers 429 once an address has sent the hourly maximum, other addresses still pass', async () => {
    for (let i = 0; i < ENTERPRISE_INQUIRIES_PER_HOUR; i++) {
      expect((await post(survey)).statusCode).toBe(201);
    }
    const limited = await post(survey);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/too many/i);
    expect(await storedRows()).toHaveLength(ENTERPRISE_INQUIRIES_PER_HOUR);

    expect((await post(survey, '198.51.100.7')).statusCode).toBe(201);
  });

  it('counts invalid posts towards the hourly maximum too', async () => {
    for (let i = 0; i < ENTERPRISE_INQUIRIES_PER_HOUR; i++) {
      expect((await post({ ...survey, email: 'not-an-email' })).statusCode).toBe(400);
    }
    expect((await post(survey)).statusCode).toBe(429);
    expect(await storedRows()).toHaveLength(0);
  });
});
