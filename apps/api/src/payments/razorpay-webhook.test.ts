import { describe, expect, it } from 'vitest';
import { RazorpayGateway } from './razorpay';
import { webhookSignature } from './signatures';

const SECRET = 'whsec_current_0123456789';
const OLD_SECRET = 'whsec_previous_0123456789';
const gateway = (secrets: string[]) =>
  new RazorpayGateway({
    keyId: 'rzp_test_x',
    keySecret: 'ks',
    webhookSecrets: secrets,
    apiUrl: 'http://127.0.0.1:9',
  });

/**
 * An order.paid body shaped like Razorpay's documented sample (razorpay.com/docs/webhooks/orders),
 * pretty-printed and with a \u-escaped note, so that re-serialising it changes its bytes.
 */
const RAW = `{
  "entity": "event",
  "account_id": "acc_BFQ7uQEaa7j2z7",
  "event": "order.paid",
  "contains": ["payment", "order"],
  "payload": {
    "payment": {
      "entity": {
        "id": "pay_DESlfW9H8K9uqM", "entity": "payment", "amount": 499900, "currency": "INR",
        "status": "captured", "order_id": "order_DESlLckIVRkHWj", "invoice_id": null,
        "international": false, "method": "netbanking", "amount_refunded": 0, "refund_status": null,
        "captured": true, "description": null, "card_id": null, "bank": "HDFC", "wallet": null,
        "vpa": null, "notes": {"plan": "\\u20b9 4,999 plan"}, "fee": 2, "tax": 0,
        "error_code": "", "error_description": "", "created_at": 1567674599
      }
    },
    "order": {
      "entity": {
        "id": "order_DESlLckIVRkHWj", "entity": "order", "amount": 499900, "amount_paid": 499900,
        "amount_due": 0, "currency": "INR", "receipt": "KV-1001", "offer_id": null,
        "status": "paid", "attempts": 1, "notes": [], "created_at": 1567674581
      }
    }
  },
  "created_at": 1567674606
}`;

const deliver = (raw: string | Buffer, secret = SECRET, eventId = 'evt_Kx1') => {
  const body = Buffer.isBuffer(raw) ? raw : Buffer.from(raw, 'utf8');
  return {
    body,
    headers: { 'x-razorpay-signature': webhookSignature(body, secret), 'x-razorpay-event-id': eventId },
  };
};

describe('Razorpay webhooks (T8.2, T8.13)', () => {
  it('a genuine raw delivery parses: event id from the header, payment in paise, order id', () => {
    const { body, headers } = deliver(RAW);
    expect(gateway([SECRET]).parseWebhook(body, headers)).toEqual({
      eventId: 'evt_Kx1',
      type: 'order.paid',
      orderId: 'order_DESlLckIVRkHWj',
      payment: {
        id: 'pay_DESlfW9H8K9uqM',
        orderId: 'order_DESlLckIVRkHWj',
        amountPaise: 499900,
        currency: 'INR',
        status: 'captured',
        method: 'netbanking',
        errorCode: null,
        errorDescription: null,
        createdAt: new Date(1567674599 * 1000),
      },
    });
  });

  it('T8.2 every tampering answers null: re-serialised JSON, whitespace, wrong secret, missing headers, stale body', () => {
    const g = gateway([SECRET]);
    const { body, headers } = deliver(RAW);
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(RAW)));
    expect(reserialised.equals(body)).toBe(false);
    const other = deliver(
      RAW.replace('"amount": 499900, "currency"', '"amount": 100, "currency"'),
      SECRET,
      'evt_Kx2',
    );
    const cases: Array<[string, Buffer, Record<string, string | string[] | undefined>]> = [
      ['re-serialised JSON', reserialised, headers],
      [
        'whitespace change',
        Buffer.from(RAW.replace('"event": "order.paid"', '"event":  "order.paid"')),
        headers,
      ],
      ['trailing newline', Buffer.concat([body, Buffer.from('\n')]), headers],
      ['wrong secret', body, deliver(RAW, 'not-the-secret').headers],
      ['missing signature', body, { 'x-razorpay-event-id': 'evt_Kx1' }],
      ['missing event id', body, { 'x-razorpay-signature': headers['x-razorpay-signature'] }],
      [
        'repeated signature header',
        body,
        { ...headers, 'x-razorpay-signature': [headers['x-razorpay-signature']] },
      ],
      ['stale body under a fresh signature', body, other.headers],
      ['fresh body under a stale signature', other.body, headers],
      ['empty signature', body, { ...headers, 'x-razorpay-signature': '' }],
    ];
    for (const [name, b, h] of cases) expect(g.parseWebhook(b, h), name).toBeNull();
  });

  it('reads headers whatever their case (a proxy may rewrite them)', () => {
    const { body, headers } = deliver(RAW);
    const upper = {
      'X-Razorpay-Signature': headers['x-razorpay-signature'],
      'X-Razorpay-Event-Id': 'evt_Kx1',
    };
    expect(gateway([SECRET]).parseWebhook(body, upper)?.eventId).toBe('evt_Kx1');
  });

  it('T8.13 rotation: the old secret is accepted while listed, rejected once removed', () => {
    const { body, headers } = deliver(RAW, OLD_SECRET);
    expect(gateway([SECRET, OLD_SECRET]).parseWebhook(body, headers)?.type).toBe('order.paid');
    expect(gateway([SECRET]).parseWebhook(body, headers)).toBeNull();
    const current = deliver(RAW, SECRET);
    expect(gateway([SECRET, OLD_SECRET]).parseWebhook(current.body, current.headers)).not.toBeNull();
  });

  it('a signed body with a wrong shape is null; an event without a payment has payment null', () => {
    const g = gateway([SECRET]);
    const notJson = deliver('not json');
    expect(g.parseWebhook(notJson.body, notJson.headers)).toBeNull();
    const badStatus = deliver(RAW.replace('"status": "captured"', '"status": "teleported"'));
    expect(g.parseWebhook(badStatus.body, badStatus.headers)).toBeNull();
    const refund = deliver(
      '{"entity":"event","event":"refund.processed","payload":{"refund":{"entity":{}}}}',
    );
    expect(g.parseWebhook(refund.body, refund.headers)).toEqual({
      eventId: 'evt_Kx1',
      type: 'refund.processed',
      orderId: null,
      payment: null,
    });
  });

  it('payment.failed keeps the error code and description; the order id comes from the payment', () => {
    const failed = RAW.replace('"event": "order.paid"', '"event": "payment.failed"')
      .replace('"status": "captured"', '"status": "failed"')
      .replace('"error_code": ""', '"error_code": "BAD_REQUEST_ERROR"')
      .replace('"error_description": ""', '"error_description": "Payment failed"')
      .replace(/,\s*"order": \{[\s\S]*?"created_at": 1567674581\s*\}\s*\}/, '');
    const { body, headers } = deliver(failed);
    const event = gateway([SECRET]).parseWebhook(body, headers);
    expect(event?.orderId).toBe('order_DESlLckIVRkHWj');
    expect(event?.payment).toMatchObject({
      status: 'failed',
      errorCode: 'BAD_REQUEST_ERROR',
      errorDescription: 'Payment failed',
    });
  });
});
