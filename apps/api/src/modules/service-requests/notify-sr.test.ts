import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { notifySrMilestone } from './notify-sr';

const NOW = new Date('2026-11-21T06:30:00Z');
const address = {
  name: 'Asha Menon',
  phone: '9812345678',
  email: 'asha.menon@example.in',
  address1: '12, Lake View Apartments, 3rd Cross',
  address2: 'Indiranagar',
  city: 'Bangalore',
  state: 'Karnataka',
  pincode: '560038',
  lat: null,
  lng: null,
  address_id: null,
};

describe.each(DB_KINDS)('service-request milestones reach the customer (issue 20 §2) (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  }, 120_000);
  afterAll(() => f?.close());

  const tell = (srRef: string, whatsappOptIn: boolean, eventId: number) =>
    f.handle.db.transaction((tx) =>
      notifySrMilestone(
        tx,
        { srRef, status: 'confirmed', address, whatsappOptIn, eventId },
        { now: NOW, trackerUrl: `https://kavach.example/selfserve/tracker/service-request/${srRef}` },
      ),
    );
  const sentFor = async (srRef: string) =>
    (await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'sr_milestone')))
      .filter((m) => (m.payload as { sr_id?: string }).sr_id === srRef)
      .map((m) => `${m.channel}:${m.recipient}`)
      .sort();

  it('SMS and email always; WhatsApp only when the customer opted in (whatsAppOptIn)', async () => {
    await tell('261121-900001', false, 1);
    await tell('261121-900002', true, 2);
    expect(await sentFor('261121-900001')).toEqual(['email:asha.menon@example.in', 'sms:9812345678']);
    expect(await sentFor('261121-900002')).toEqual([
      'email:asha.menon@example.in',
      'sms:9812345678',
      'whatsapp:9812345678',
    ]);
  });

  it('a retry of one move is told once per channel; a later move into the same state is told again', async () => {
    await tell('261121-900003', true, 3);
    await tell('261121-900003', true, 3);
    expect(await sentFor('261121-900003')).toHaveLength(3);
    await tell('261121-900003', true, 4);
    expect(await sentFor('261121-900003')).toHaveLength(6);
  });
});
