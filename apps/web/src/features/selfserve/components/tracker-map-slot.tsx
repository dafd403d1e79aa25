import { SrMapSection } from '@/features/sr-map/components/sr-map-section';
import { distanceLabel } from '../tracker-view';

interface Point {
  lat: number | null;
  lng: number | null;
  label: string;
}

/** The service centre of a carry-in or pick & drop request (decision 078). */
export interface CentrePoint {
  lat: number;
  lng: number;
  label: string;
  address: string;
  /** Spec §9 distance from the customer's address, in metres. */
  distanceM: number | null;
}

/**
 * THE MAP'S PLACE on the tracker (issue 20 §3): the lead's map (decision 061: a server-drawn
 * picture from the bundled PIN directory, Leaflet loaded lazily on view) when the address has
 * coordinates; otherwise, in words, where the address and the technician are, so the page never
 * shows a broken map. A carry-in or pick & drop request also shows its service centre: on the map,
 * and below it in words (name, address, distance) whether or not the map can be drawn.
 */
export function TrackerMapSlot({
  address,
  technician,
  distance,
  distanceM,
  centre = null,
}: {
  address: Point;
  technician: Point | null;
  distance: string | null;
  distanceM: number | null;
  centre?: CentrePoint | null;
}) {
  const located = address.lat !== null && address.lng !== null;
  const centreDistance = centre ? distanceLabel(centre.distanceM) : null;
  return (
    <section className="kv-card" aria-labelledby="sr-map-title" data-map-slot>
      <h2 id="sr-map-title" className="kv-h4">
        Map
      </h2>
      {located ? (
        <div className="mt-3">
          <SrMapSection
            address={address}
            technician={technician}
            distanceM={distanceM}
            centre={centre ? { lat: centre.lat, lng: centre.lng, label: centre.label } : null}
          />
        </div>
      ) : (
        <div className="mt-3 grid min-h-24 place-items-center rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-center text-sm text-slate-700">
          <p>
            Your address ({address.label}) is not placed on the map yet.
            {technician ? (
              <>
                <br />
                {`Technician: ${technician.label}${distance ? `, ${distance}` : ''}`}
              </>
            ) : null}
          </p>
        </div>
      )}
      {centre ? (
        <div className="mt-3 flex gap-3 text-sm" data-testid="sr-service-centre">
          <span aria-hidden="true" className="mt-1 inline-block h-3 w-3 shrink-0 rounded-sm bg-amber-700" />
          <p>
            <span className="block font-semibold text-slate-900">{centre.label}</span>
            <span className="block text-slate-700">{centre.address}</span>
            {centreDistance ? (
              <span className="block text-slate-700">{`${centreDistance.replace(/ away$/, '')} from your address`}</span>
            ) : null}
          </p>
        </div>
      ) : null}
    </section>
  );
}
