import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { customers, outbox, serviceRequestEvents, serviceRequests, type ServiceRequestRow } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { browser, type Browser } from '../../../test/support/customer-test-helpers';
import { devicePhoto, invoicePdf } from '../../../test/support/activation-test-helpers';
import { rowCounts } from '../../../test/support/db-snapshot';
import { staffClient } from '../../../test/support/link-test-helpers';
import { customerWithPlan, insertSr, type SrCustomer } from '../../../test/support/sr-fixtures';
import { SERVICE_DESK_PERMISSION } from '../staff/roles';

type Staff = Awaited<ReturnType<typeof staffClient>>;
const MINUTE = 60_000;

/** POST /v3/selfserve/service_request/{sr_id}/documents as `b` (the raw file, like the raise-time upload). */
function send(f: Fixture, b: Browser, srRef: string, bytes: Buffer, type: string, name = 'doc.pdf') {
  return f.app.inject({
    method: 'POST',
    url: `/v3/selfserve/service_request/${srRef}/documents`,
    headers: {
      cookie: b.cookie(),
      'x-csrftoken': b.csrf(),
      'x-forwarded-for': b.ip,
      'content-type': 'application/octet-stream',
      'x-document-type': type,
      'x-file-name': encodeURIComponent(name),
    },
    payload: bytes,
  });
}

/** Files in the fixture's document store (nothing half-written leaves one behind). */
async function storedFiles(f: Fixture): Promise<number> {
  const entries = await readdir(f.documentDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).length;
}

describe.each(DB_KINDS)(
  'documents the desk asked for, sent from the tracker, on %s (decision 074)',
  (kind) => {
    let f: Fixture;
    let desk: Staff;
    let agent: Staff;
    let owner: SrCustomer;
    let other: SrCustomer;
    let ownerPublicId: string;
    beforeAll(async () => {
      f = await createFixture(kind);
      desk = await staffClient(f, 'docs.desk', [SERVICE_DESK_PERMISSION]);
      agent = await staffClient(f, 'docs.agent');
      owner = await customerWithPlan(f);
      other = await customerWithPlan(f);
      const [row] = await f.handle.db.select().from(customers).where(eq(customers.id, owner.id));
      ownerPublicId = row!.publicId;
    });
    afterAll(() => f.close());

    /** A request under review whose documents the desk then asks for (through the desk's own action). */
    async function askedFor(documents: string[]): Promise<ServiceRequestRow> {
      const sr = await insertSr(f, owner, { status: 'under_review' });
      f.clock.set(new Date(f.clock.now().getTime() + MINUTE));
      const res = await desk.call('POST', `/v3/service-desk/requests/${sr.srRef}/actions`, {
        from: 'under_review',
        to: 'documents_requested',
        documents_requested: documents,
      });
      expect(res.statusCode, res.body).toBe(200);
      f.clock.set(new Date(f.clock.now().getTime() + MINUTE));
      return sr;
    }
    const statusOf = async (sr: ServiceRequestRow) =>
      (await f.handle.db.select().from(serviceRequests).where(eq(serviceRequests.id, sr.id)))[0]!.status;
    const tracker = async (sr: ServiceRequestRow) =>
      (await owner.b.call('GET', `/v3/tracker/service_request/${sr.srRef}`)).json().data;

    it('issue 20 §4: each requested document is sent from the tracker; the last one moves the request back to review (history by the customer, notification through the outbox)', async () => {
      const sr = await askedFor(['invoice', 'photo']);
      expect((await tracker(sr)).documents_missing).toEqual(['invoice', 'photo']);

      const first = await send(f, owner.b, sr.srRef, invoicePdf(), 'invoice', 'bill.pdf');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data).toMatchObject({
        sr_id: sr.srRef,
        status: 'documents_requested',
        documents_missing: ['photo'],
        document: { type: 'invoice', name: 'bill.pdf' },
      });
      expect(await statusOf(sr)).toBe('documents_requested');

      const second = await send(f, owner.b, sr.srRef, devicePhoto(), 'photo', 'front.jpg');
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().data).toMatchObject({
        status: 'under_review',
        status_label: 'Under review',
        documents_missing: [],
      });
      expect(await statusOf(sr)).toBe('under_review');

      const history = await f.handle.db
        .select()
        .from(serviceRequestEvents)
        .where(eq(serviceRequestEvents.serviceRequestId, sr.id));
      expect(history.at(-1)).toMatchObject({
        actor: `customer:${ownerPublicId}`,
        fromStatus: 'documents_requested',
        toStatus: 'under_review',
      });
      const told = await f.handle.db
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.topic, 'sr_milestone'),
            eq(outbox.idempotencyKey, `sr_milestone:${sr.srRef}:${history.at(-1)!.id}:sms`),
          ),
        );
      expect(told).toHaveLength(1);
      expect(told[0]!.payload).toMatchObject({ status: 'under_review' });
      expect(String((told[0]!.payload as { text: string }).text)).toContain('We have the documents you sent');

      const view = await tracker(sr);
      expect(view.status).toBe('under_review');
      expect(view.documents_missing).toEqual([]);
      expect(view.documents.map((d: { type: string }) => d.type)).toEqual(['invoice', 'photo']);

      // Documents are asked for once, as one list (issue 20 §4): the desk is not offered a second.
      const onDesk = (await desk.call('GET', `/v3/service-desk/requests/${sr.srRef}`)).json().data;
      expect(onDesk.actions.map((a: { action: string }) => a.action)).toEqual([
        'approve',
        'reject',
        'cancel',
      ]);
    });

    it('a kind the desk did not ask for is 400 DOCUMENT_NOT_REQUESTED; one already sent 409 DOCUMENT_ALREADY_SENT; nothing written', async () => {
      const sr = await askedFor(['invoice', 'photo']);
      expect((await send(f, owner.b, sr.srRef, invoicePdf(), 'invoice')).statusCode).toBe(200);
      const before = await rowCounts(f.handle.db);
      const files = await storedFiles(f);
      const wrong = await send(f, owner.b, sr.srRef, invoicePdf(), 'fir');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ error_code: 'DOCUMENT_NOT_REQUESTED' });
      expect(wrong.json().message).toContain('the purchase invoice, photos of the device');
      const again = await send(f, owner.b, sr.srRef, invoicePdf(), 'invoice');
      expect(again.statusCode).toBe(409);
      expect(again.json().error_code).toBe('DOCUMENT_ALREADY_SENT');
      const notAFile = await send(f, owner.b, sr.srRef, Buffer.from('hello, not a document'), 'photo');
      expect(notAFile.statusCode).toBe(400);
      expect(notAFile.json().error_code).toMatch(/^DOCUMENT_/);
      expect(await rowCounts(f.handle.db)).toEqual(before);
      expect(await storedFiles(f)).toBe(files);
      expect(await statusOf(sr)).toBe('documents_requested');
    });

    it('T16.1 another customer’s request is 404 SR_NOT_FOUND, like an unknown number; signed out 401; nothing written', async () => {
      const sr = await askedFor(['invoice']);
      const signedOut = await browser(f);
      const before = await rowCounts(f.handle.db);
      const files = await storedFiles(f);
      const foreign = await send(f, other.b, sr.srRef, invoicePdf(), 'invoice');
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error_code).toBe('SR_NOT_FOUND');
      const unknown = await send(f, other.b, '261121-999999', invoicePdf(), 'invoice');
      const { request_id: _a, ...unknownBody } = unknown.json();
      const { request_id: _b, ...foreignBody } = foreign.json();
      expect([unknown.statusCode, unknownBody]).toEqual([404, foreignBody]);
      const anon = await send(f, signedOut, sr.srRef, invoicePdf(), 'invoice');
      expect(anon.statusCode).toBe(401);
      expect(await rowCounts(f.handle.db)).toEqual(before);
      expect(await storedFiles(f)).toBe(files);
      expect(await statusOf(sr)).toBe('documents_requested');
    });

    it('a request not waiting for documents is 409 DOCUMENTS_NOT_REQUESTED; nothing written', async () => {
      const sr = await insertSr(f, owner, { status: 'under_review' });
      const before = await rowCounts(f.handle.db);
      const res = await send(f, owner.b, sr.srRef, invoicePdf(), 'invoice');
      expect(res.statusCode).toBe(409);
      expect(res.json().error_code).toBe('DOCUMENTS_NOT_REQUESTED');
      expect(res.json().message).toBe('This request is not waiting for documents from you.');
      expect(await rowCounts(f.handle.db)).toEqual(before);
      expect(await statusOf(sr)).toBe('under_review');
    });

    it('T16.1 staff open a request’s document with the owner’s download headers; customers 401, agents 403, another request’s document 404', async () => {
      const sr = await askedFor(['invoice']);
      const sent = (await send(f, owner.b, sr.srRef, invoicePdf(), 'invoice', 'bill.pdf')).json().data
        .document;
      const url = `/v3/service-desk/requests/${sr.srRef}/documents/${sent.id}`;
      const got = await desk.call('GET', url);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect(got.headers['content-disposition']).toContain('attachment; filename="bill.pdf"');
      expect(got.headers['content-security-policy']).toBe('sandbox');
      expect(got.headers['cache-control']).toBe('private, no-store');
      expect(got.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const anon = await (await browser(f)).call('GET', url);
      expect([anon.statusCode, anon.json().error_code]).toEqual([401, 'STAFF_SIGN_IN_REQUIRED']);
      const customer = await owner.b.call('GET', url);
      expect([customer.statusCode, customer.json().error_code]).toEqual([401, 'STAFF_SIGN_IN_REQUIRED']);
      const byAgent = await agent.call('GET', url);
      expect([byAgent.statusCode, byAgent.json().error_code]).toEqual([403, 'SERVICE_DESK_ONLY']);

      const elsewhere = await insertSr(f, owner, { status: 'under_review' });
      const wrongRequest = await desk.call(
        'GET',
        `/v3/service-desk/requests/${elsewhere.srRef}/documents/${sent.id}`,
      );
      expect([wrongRequest.statusCode, wrongRequest.json().error_code]).toEqual([404, 'DOCUMENT_NOT_FOUND']);
      const desksView = (await desk.call('GET', `/v3/service-desk/requests/${sr.srRef}`)).json().data.request;
      expect(desksView.documents).toEqual([
        expect.objectContaining({ id: sent.id, name: 'bill.pdf', type: 'invoice' }),
      ]);
    });
  },
);
