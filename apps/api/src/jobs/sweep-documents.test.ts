import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationDocuments } from '@kavach/db';
import { buildApp } from '../app';
import { DB_KINDS, type Fixture } from '../../test/support/fixture';
import { FAKE_S3, startFakeS3, type FakeS3 } from '../../test/support/fake-s3';
import { createS3DocumentStore, newDocumentKey, type DocumentStore } from '../lib/storage';
import { uploadRequired } from '../../test/support/activation-test-helpers';
import { browser, phoneSignIn } from '../../test/support/customer-test-helpers';
import { partnerFixture, register, saleBody } from '../../test/support/partner-test-helpers';
import { DOCUMENT_SWEEP_GRACE_MS, startDocumentSweeper, sweepOrphanDocuments } from './sweep-documents';

const HOUR = 60 * 60_000;

/** Issue 4 item 3: orphaned activation documents are swept, on both document stores. */
describe.each(DB_KINDS)('issue 4 orphaned document sweeper (%s)', (dbKind) => {
  let base: Fixture;
  let fake: FakeS3;
  beforeAll(async () => {
    base = await partnerFixture(dbKind);
    fake = await startFakeS3();
  });
  afterAll(async () => {
    await fake.close();
    await base.close();
  });

  describe.each(['local', 's3'] as const)('%s store', (storeKind) => {
    let f: Fixture;
    let store: DocumentStore;
    beforeAll(async () => {
      if (storeKind === 'local') {
        f = base;
        store = base.deps.documents;
        return;
      }
      store = createS3DocumentStore({
        endpoint: fake.endpoint,
        bucket: 'kavach-docs',
        region: FAKE_S3.region,
        accessKeyId: FAKE_S3.accessKey,
        secretAccessKey: FAKE_S3.secret,
      });
      const deps = { ...base.deps, documents: store };
      const app = await buildApp(deps);
      f = { ...base, app, deps };
    });
    afterAll(async () => {
      if (f !== base) await f.app.close();
    });

    /** Moves an object's time `ms` into the past, as the store reports it. */
    async function age(key: string, ms: number) {
      const then = new Date(Date.now() - ms);
      if (storeKind === 'local') await utimes(path.join(base.documentDir, key), then, then);
      else fake.objects.get(`/kavach-docs/${key}`)!.modified = then;
    }
    const sweep = (documents: DocumentStore = store) =>
      sweepOrphanDocuments({ db: f.handle.db, documents, now: () => new Date(), log: f.app.log });

    /** A customer with a partner-sold plan and its invoice and photo uploaded: two referenced objects. */
    async function uploadedDocuments() {
      const body = saleBody(f);
      const res = await register(f, body);
      expect(res.statusCode, res.body).toBe(201);
      const b = await browser(f);
      expect((await phoneSignIn(f, b, body.customer.phone)).statusCode).toBe(200);
      const osid = res.json().plans[0].osid as string;
      const { invoice, photo } = await uploadRequired(f, b, osid);
      const rows = await f.handle.db.select().from(activationDocuments);
      const keyOf = (id: string) => rows.find((r) => r.publicId === id)!.storageKey;
      return {
        b,
        invoice: { id: invoice.id as string, key: keyOf(invoice.id) },
        photo: { id: photo.id as string, key: keyOf(photo.id) },
      };
    }

    it('a referenced object and a fresh orphan are kept; an orphan past the grace period is removed', async () => {
      const { b, invoice, photo } = await uploadedDocuments();
      const oldOrphan = newDocumentKey(); // an upload whose row was never committed
      const freshOrphan = newDocumentKey(); // maybe an upload whose row is being written right now
      await store.put(oldOrphan, Buffer.from('left behind'), 'application/pdf');
      await store.put(freshOrphan, Buffer.from('in flight'), 'application/pdf');
      await age(oldOrphan, 2 * HOUR);
      await age(invoice.key, 30 * 24 * HOUR);
      await age(photo.key, 2 * HOUR);
      await age(freshOrphan, DOCUMENT_SWEEP_GRACE_MS - 5 * 60_000);

      const round = await sweep();
      expect(round).toMatchObject({ orphans: 1, deleted: 1, errors: 0 });
      expect(await store.get(oldOrphan)).toBeNull();
      expect(await store.get(freshOrphan)).toEqual(Buffer.from('in flight'));
      expect(await store.get(invoice.key)).not.toBeNull();
      expect(await store.get(photo.key)).not.toBeNull();
      const download = await b.call('GET', `/v3/activation/document/${invoice.id}`);
      expect(download.statusCode).toBe(200);
      expect((await sweep()).deleted).toBe(0); // nothing left to do
      await store.delete(freshOrphan);
    });

    it('an object whose row was deleted (a replaced document whose object stayed) is removed once old enough', async () => {
      const { photo } = await uploadedDocuments();
      await f.handle.db.delete(activationDocuments).where(eq(activationDocuments.publicId, photo.id));
      expect((await sweep()).deleted).toBe(0); // still inside the grace period
      await age(photo.key, 2 * HOUR);
      expect(await sweep()).toMatchObject({ orphans: 1, deleted: 1 });
      expect(await store.get(photo.key)).toBeNull();
    });

    it('a delete that fails is counted and logged; the round goes on with the next orphan', async () => {
      const [stuck, gone] = [newDocumentKey(), newDocumentKey()];
      for (const key of [stuck, gone]) {
        await store.put(key, Buffer.from(key), 'application/pdf');
        await age(key, 3 * HOUR);
      }
      const failing: DocumentStore = {
        ...store,
        delete: (key) => (key === stuck ? Promise.reject(new Error('store unavailable')) : store.delete(key)),
      };
      expect(await sweep(failing)).toMatchObject({ orphans: 2, deleted: 1, errors: 1 });
      expect(await store.get(stuck)).not.toBeNull();
      expect(await store.get(gone)).toBeNull();
      expect((await sweep()).deleted).toBe(1); // the next round takes it
    });

    it('DOCUMENT_SWEEP_INTERVAL_MS: the API runs the sweep on a timer until stopped', async () => {
      const orphan = newDocumentKey();
      await store.put(orphan, Buffer.from('x'), 'application/pdf');
      await age(orphan, 2 * HOUR);
      const stop = startDocumentSweeper(
        { db: f.handle.db, documents: store, now: () => new Date(), log: f.app.log },
        20,
      );
      try {
        await expect.poll(() => store.get(orphan), { timeout: 5_000 }).toBeNull();
      } finally {
        await stop();
      }
    });
  });
});
