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

/**
 * A payment_link.paid body shaped like Razorpay's documented sample
 * (razorpay.com/docs/webhooks/payment-links): the link, its order and the payment; the link carries
 * the customer, notes, `reference_id` and the order id, `cancelled_at`/`expired_at` 0.
 */
const LINK_PAID = `{
  "entity": "event",
  "account_id": "acc_BFQ7uQEaa7j2z7",
  "event": "payment_link.paid",
  "contains": ["payment_link", "order", "payment"],
  "payload": {
    "payment_link": {
      "entity": {
        "accept_partial": false, "amount": 129900, "amount_paid": 129900, "cancelled_at": 0,
        "created_at": 1602522293, "currency": "INR",
        "customer": {"contact": "+919876543210", "email": "asha@example.com", "name": "Asha"},
        "description": "Kavach order KV-2001", "expire_by": 1602608693, "expired_at": 0,
        "first_min_partial_amount": 0, "id": "plink_FmwnqbbKxC3R0x", "notes": [],
        "notify": {"email": false, "sms": false}, "order_id": "order_FmwnrqVhp9z0eR",
        "reference_id": "KV-2001-L1", "reminder_enable": false, "reminders": [],
        "short_url": "https://rzp.io/i/b3Ynxtc", "status": "paid", "updated_at": 1602522328,
        "upi_link": false, "user_id": ""
      }
    },
    "order": {
      "entity": {
        "amount": 129900, "amount_due": 0, "amount_paid": 129900, "attempts": 1,
        "created_at": 1602522294, "currency": "INR", "entity": "order", "id": "order_FmwnrqVhp9z0eR",
        "notes": [], "offer_id": null, "receipt": "KV-2001-L1", "status": "paid"
      }
    },
    "payment": {
      "entity": {
        "acquirer_data": {"rrn": "028614541339"}, "amount": 129900, "amount_refunded": 0,
        "bank": null, "captured": true, "card_id": null, "contact": "+919876543210",
        "created_at": 1602522310, "currency": "INR", "description": "#FmwnqbbKxC3R0x",
        "email": "asha@example.com", "entity": "payment", "error_code": null,
        "error_description": null, "fee": 2598, "id": "pay_Fmwo7wjJxfDi4b", "international": false,
        "invoice_id": null, "method": "upi", "notes": [], "order_id": "order_FmwnrqVhp9z0eR",
        "refund_status": null, "status": "captured", "tax": 396, "vpa": "asha@okhdfcbank", "wallet": null
      }
    }
  },
  "created_at": 1602522328
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
      linkId: null,
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
      linkId: null,
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

  it('payment_link.paid (Razorpay’s payload): linkId from the link entity, the order and the captured payment', () => {
    const g = gateway([SECRET]);
    const { body, headers } = deliver(LINK_PAID, SECRET, 'evt_Link1');
    expect(g.parseWebhook(body, headers)).toEqual({
      eventId: 'evt_Link1',
      type: 'payment_link.paid',
      orderId: 'order_FmwnrqVhp9z0eR',
      linkId: 'plink_FmwnqbbKxC3R0x',
      payment: {
        id: 'pay_Fmwo7wjJxfDi4b',
        orderId: 'order_FmwnrqVhp9z0eR',
        amountPaise: 129900,
        currency: 'INR',
        status: 'captured',
        method: 'upi',
        errorCode: null,
        errorDescription: null,
        createdAt: new Date(1602522310 * 1000),
      },
    });
    // Without the order entity the order id comes from the payment, then from the link.
    const noOrder = JSON.parse(LINK_PAID) as { payload: Record<string, unknown> };
    delete noOrder.payload.order;
    const a = deliver(JSON.stringify(noOrder));
    expect(g.parseWebhook(a.body, a.headers)).toMatchObject({
      orderId: 'order_FmwnrqVhp9z0eR',
      linkId: 'plink_FmwnqbbKxC3R0x',
    });
    delete noOrder.payload.payment;
    const b = deliver(JSON.stringify(noOrder));
    expect(g.parseWebhook(b.body, b.headers)).toMatchObject({
      orderId: 'order_FmwnrqVhp9z0eR',
      payment: null,
      linkId: 'plink_FmwnqbbKxC3R0x',
    });
    // A link entity without an id is a wrong shape, and tampering still fails the signature.
    const noId = deliver(LINK_PAID.replace('"id": "plink_FmwnqbbKxC3R0x", ', ''));
    expect(g.parseWebhook(noId.body, noId.headers)).toBeNull();
    const swapped = Buffer.from(LINK_PAID.replace('plink_FmwnqbbKxC3R0x', 'plink_FmwnqbbKxC3R0y'));
    expect(g.parseWebhook(swapped, headers)).toBeNull();
  });
});
