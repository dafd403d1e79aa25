/** The subject and text of an outbox message, from its topic and payload; null if it has none. */
export function renderOutboxMessage(row: {
  topic: string;
  payload: Record<string, unknown>;
}): { subject: string | null; text: string } | null {
  const { payload } = row;
  const subject = typeof payload.subject === 'string' ? payload.subject : null;
  if (typeof payload.text === 'string') return { subject, text: payload.text };
  if (row.topic === 'incident_acknowledgement' && typeof payload.reference === 'string') {
    const name = typeof payload.name === 'string' ? payload.name : 'there';
    return {
      subject: `We have received your message (${payload.reference})`,
      text:
        `Hello ${name},\n\nThank you for writing to Kavach. Your reference is ${payload.reference}; ` +
        'we will reply by email within one working day.\n\nKavach customer care',
    };
  }
  if (row.topic === 'lead' && typeof payload.lead_id === 'string') {
    // A sales lead for the CRM (channel `crm`): the dev outbox shows this; the HTTP CRM gets the data.
    const details = [payload.name, payload.email, payload.city].filter((v) => typeof v === 'string');
    return {
      subject: 'New sales lead',
      text: `Sales lead ${payload.lead_id} from the website${details.length ? `: ${details.join(', ')}` : ''}. Please call back.`,
    };
  }
  if (
    row.topic === 'certificate_whatsapp' &&
    typeof payload.plan_name === 'string' &&
    typeof payload.link === 'string'
  ) {
    // The certificate link (channel `whatsapp`): the dev outbox shows this; the Cloud API gets the
    // approved template with the same three values as its parameters (whatsapp-cloud-notifier.ts).
    const name = typeof payload.first_name === 'string' ? payload.first_name : 'there';
    return {
      subject: null,
      text: `Hi ${name}, your Kavach Certificate of Protection for ${payload.plan_name} is ready. Sign in and download it: ${payload.link}`,
    };
  }
  if (row.topic === 'sr_sla_breach' && Array.isArray(payload.breaches)) {
    // The service team's report of requests past their SLA (channel `crm`, decision 060): the
    // HTTP CRM gets the payload; the dev outbox, and any text channel, these lines.
    const lines = payload.breaches.flatMap((b: unknown) => {
      if (!b || typeof b !== 'object') return [];
      const r = b as Record<string, unknown>;
      return [
        `${String(r.sr_id)}: ${String(r.label)} (${String(r.process_type)}, ${String(r.city ?? 'no city')}), due ${String(r.due_at)}`,
      ];
    });
    return {
      subject: `SLA breached on ${lines.length} service request${lines.length === 1 ? '' : 's'}`,
      text: lines.join('\n'),
    };
  }
  return null;
}
