import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { browser, registeredCustomer, type Browser } from '../../../test/support/customer-test-helpers';
import { outboxCount } from '../../../test/support/otp-testing';
import {
  activationSnapshot,
  devicePhoto,
  ownerWithPlan,
  phoneDevice,
  upload,
  uploadRequired,
} from '../../../test/support/activation-test-helpers';

const storedFiles = async (f: Fixture) =>
  (await readdir(f.documentDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;
const withoutRequestId = (body: Record<string, unknown>) => ({ ...body, request_id: undefined });

/**
 * docs/product/security-tests.md#t6-1 over activation, documents and certificates: anonymous → 401, another customer → 404 with
 * the same body as an unknown id, owner → 200; denied writes change nothing (plans, documents,
 * stored files, outbox). docs/product/security-tests.md#t6-2: handles are ≥ 128-bit random. docs/product/security-tests.md#t6-3: strict bodies.
 */
describe.each(DB_KINDS)('activation access on %s', (kind) => {
  let f: Fixture;
  let owner: Awaited<ReturnType<typeof ownerWithPlan>>;
  let other: Browser;
  let anonymous: Browser;
  let documentId: string;
  beforeAll(async () => {
    f = await createFixture(kind);
    owner = await ownerWithPlan(f);
    documentId = (await uploadRequired(f, owner.b, owner.osid)).photo.id;
    other = (await registeredCustomer(f)).b;
    anonymous = await browser(f);
  });
  afterAll(() => f.close());

  /** Every activation operation on the owner's plan and document, as `b` would send it. */
  const operations = (b: Browser, osid: string, docId: string) => ({
    read: () => b.call('GET', `/v3/activation/${osid}`),
    activate: () => b.call('POST', `/v3/activation/${osid}`, { device: phoneDevice(f) }),
    upload: () => upload(f, b, osid, devicePhoto(), { type: '1', name: 'x.jpg' }),
    download: () => b.call('GET', `/v3/activation/document/${docId}`),
    delete: () => b.call('DELETE', `/v3/activation/document/${docId}`),
    certificate: () => b.call('GET', `/v3/order/download/${osid}?application=website&type=certificate`),
    sendCertificate: () => b.call('POST', '/v3/activation/send_certificate_wa', { osid }),
  });

  async function unchanged(run: () => Promise<unknown>) {
    const [rows, files, outbox] = [await activationSnapshot(f), await storedFiles(f), await outboxCount(f)];
    await run();
    expect(await activationSnapshot(f)).toBe(rows);
    expect(await storedFiles(f)).toBe(files);
    expect(await outboxCount(f)).toBe(outbox);
  }

  it('T6.1 anonymous: 401 SIGN_IN_REQUIRED for every operation; nothing changes', async () => {
    await unchanged(async () => {
      for (const [name, run] of Object.entries(operations(anonymous, owner.osid, documentId))) {
        const res = await run();
        expect([name, res.statusCode, res.json().error_code]).toEqual([name, 401, 'SIGN_IN_REQUIRED']);
      }
    });
  });

  it('T6.1 another customer: 404 for every operation, the same body as for an id that does not exist; nothing changes, no canary leaks', async () => {
    await unchanged(async () => {
      const foreign = operations(other, owner.osid, documentId);
      const unknown = operations(other, 'A'.repeat(32), 'B'.repeat(24));
      for (const name of Object.keys(foreign) as (keyof typeof foreign)[]) {
        const [a, b] = [await foreign[name](), await unknown[name]()];
        expect([name, a.statusCode]).toEqual([name, 404]);
        expect(withoutRequestId(a.json())).toEqual(withoutRequestId(b.json()));
        for (const canary of [owner.osid, documentId, owner.phone, 'Ravi', 'Samsung'])
          expect(a.body).not.toContain(canary);
      }
    });
  });

  it('T6.1 owner: read, upload, download, delete, activate, certificate, send → 200', async () => {
    const own = operations(owner.b, owner.osid, documentId);
    expect((await own.read()).statusCode).toBe(200);
    const extra = await own.upload();
    expect(extra.statusCode).toBe(200);
    expect((await own.download()).statusCode).toBe(200);
    expect((await operations(owner.b, owner.osid, extra.json().document.id).delete()).statusCode).toBe(200);
    expect((await own.activate()).statusCode).toBe(200);
    expect((await own.certificate()).statusCode).toBe(200);
    expect((await own.sendCertificate()).statusCode).toBe(200);
  });

  it('T6.2 osids and document ids are ≥ 128-bit random handles; guessed neighbours of a real osid are 404', async () => {
    const second = await ownerWithPlan(f);
    const { photo } = await uploadRequired(f, second.b, second.osid);
    for (const osid of [owner.osid, second.osid]) expect(osid).toMatch(/^[A-Za-z0-9_-]{32}$/); // 192 bits
    expect(photo.id).toMatch(/^[A-Za-z0-9_-]{24}$/); // 144 bits
    expect(owner.osid.slice(0, 8)).not.toBe(second.osid.slice(0, 8));
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < 40; i++) {
      const at = i % 32;
      const swapped = alphabet[(alphabet.indexOf(second.osid[at]!) + 1 + i) % 64]!;
      const guess = second.osid.slice(0, at) + swapped + second.osid.slice(at + 1);
      expect((await other.call('GET', `/v3/activation/${guess}`)).statusCode).toBe(404);
    }
  });

  it('T6.3 mass assignment: extra fields in the body or the device are a 400 and nothing is stored', async () => {
    const fresh = await ownerWithPlan(f);
    const extras = [
      { device: phoneDevice(f), status: 'registered' },
      { device: phoneDevice(f), plan_status: 'Active', customer_id: 1 },
      { device: { ...phoneDevice(f), registration: 'registered' } },
      { device: { ...phoneDevice(f), price: 1, unit_price: 1, channel: 'website-tele' } },
      { device: phoneDevice(f), personal: { name: 'A', phone_verified: true } },
      { device: phoneDevice(f), source: 'salespro', permissions: ['x'], role: 'admin' },
    ];
    await unchanged(async () => {
      for (const body of extras) {
        const res = await fresh.b.call('POST', `/v3/activation/${fresh.osid}`, body);
        expect([res.statusCode, res.json().error_code]).toEqual([400, 'VALIDATION_ERROR']);
      }
      const send = await fresh.b.call('POST', '/v3/activation/send_certificate_wa', {
        osid: fresh.osid,
        phone: '9999999999',
      });
      expect(send.statusCode).toBe(400);
      const badType = await upload(f, fresh.b, fresh.osid, devicePhoto(), { type: '2' as '1' });
      expect([badType.statusCode, badType.json().error_code]).toEqual([400, 'VALIDATION_ERROR']);
      const wrongTypes = await fresh.b.call('POST', `/v3/activation/${fresh.osid}`, {
        device: { device_price: '20000', manufacturer_warranty: 12.5 },
      });
      expect(wrongTypes.statusCode).toBe(400);
      const angle = await fresh.b.call('POST', `/v3/activation/${fresh.osid}`, {
        device: { brand: '<script>' },
      });
      expect(angle.statusCode).toBe(400);
    });
  });
});
