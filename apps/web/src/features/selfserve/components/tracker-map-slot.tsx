import { SrMapSection } from '@/features/sr-map/components/sr-map-section';

interface Point {
  lat: number | null;
  lng: number | null;
  label: string;
}

/**
 * THE MAP'S PLACE on the tracker (issue 20 §3): the lead's map (decision 061: a server-drawn
 * picture from the bundled PIN directory, Leaflet loaded lazily on view) when the address has
 * coordinates; otherwise, in words, where the address and the technician are, so the page never
 * shows a broken map.
 */
export function TrackerMapSlot({
  address,
  technician,
  distance,
  distanceM,
}: {
  address: Point;
  technician: Point | null;
  distance: string | null;
  distanceM: number | null;
}) {
  const located = address.lat !== null && address.lng !== null;
  return (
    <section className="kv-card" aria-labelledby="sr-map-title" data-map-slot>
      <h2 id="sr-map-title" className="kv-h4">
        Map
      </h2>
      {located ? (
        <div className="mt-3">
          <SrMapSection address={address} technician={technician} distanceM={distanceM} />
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
    </section>
  );
}
