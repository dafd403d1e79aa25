import type { SrDetailView } from '@kavach/contracts';
import { formatDateTimeShort } from '@kavach/domain';
import { DOCUMENT_KIND_LABELS } from '@/features/selfserve/tracker-view';

/** A request's document for the service team (GET /v3/service-desk/requests/{sr_id}/documents/{id}, decision 074). */
export const deskDocumentPath = (srId: string, id: string): string =>
  `/api/v3/service-desk/requests/${encodeURIComponent(srId)}/documents/${encodeURIComponent(id)}`;

/**
 * The documents of a request on the desk (issue 20 §4): each opens as a download through the
 * staff-only route, with when it arrived; what the desk asked for and is still missing.
 */
export function DeskDocuments({ request: r }: { request: SrDetailView }) {
  return (
    <section className="kv-card grid gap-2" aria-labelledby="desk-documents">
      <h2 id="desk-documents" className="kv-h4">
        Documents
      </h2>
      {r.documents.length === 0 ? <p className="text-slate-700">No documents yet.</p> : null}
      <ul className="grid gap-2">
        {r.documents.map((d) => (
          <li key={d.id} className="grid">
            <a className="kv-tlink break-all" href={deskDocumentPath(r.sr_id, d.id)} download>
              {DOCUMENT_KIND_LABELS[d.type]}: {d.name}
            </a>
            <span className="text-sm text-slate-700">Uploaded {formatDateTimeShort(d.uploaded_at)}</span>
          </li>
        ))}
      </ul>
      {r.documents_missing.length > 0 && r.status === 'documents_requested' ? (
        <p className="text-sm font-medium text-amber-900">
          Waiting for: {r.documents_missing.map((k) => DOCUMENT_KIND_LABELS[k]).join(', ')}
        </p>
      ) : null}
    </section>
  );
}
