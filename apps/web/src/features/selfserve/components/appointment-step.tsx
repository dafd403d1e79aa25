'use client';

import type { Dispatch } from 'react';
import { useEffect, useState } from 'react';
import type { PlanCoverView } from '@kavach/contracts';
import { PROCESS_TYPE_LABELS } from '@kavach/domain';
import { LoadingCards } from '@/features/account/components/data-states';
import { appointmentErrors, availableProcessTypes, defaultSlot, errorsStillDue } from '../flow-checks';
import type { FieldErrors } from '../flow-checks';
import { slotsKey } from '../flow-seed';
import type { FlowSeed } from '../flow-seed';
import type { FlowAction, FlowState, ProcessType } from '../flow-types';
import { choiceFields, stateMarkers } from '../flow-url';
import { selfserveApi } from '../selfserve-api';
import { useLoad } from '../use-flow';
import type { StartErrors } from '../use-flow';
import { ActionBar, BACK_FORM, StepFrame } from './flow-parts';
import { SlotChoice } from './slot-choice';

/**
 * Appointment (spec §4, §9): the process type from the cover's and the PIN's, a first and an
 * optional second preference from slot_availability (application=selfserve). Before hydration the
 * step is rendered by the server with the PIN's and the slots' reads and its defaults, and is a GET
 * form (step=documents) the server checks as `submit` does here (decision 071); `start` is its answer.
 */
export function AppointmentStep({
  cover,
  state,
  dispatch,
  seed = {},
  start = null,
}: {
  cover: PlanCoverView | null;
  state: FlowState;
  dispatch: Dispatch<FlowAction>;
  seed?: FlowSeed;
  start?: StartErrors | null;
}) {
  const osid = state.osid ?? '';
  const pincode = state.address.pincode;
  const pinSeed = seed.pin?.ok && seed.pin.pincode === pincode ? seed.pin.body : undefined;
  const [pin] = useLoad(`pin:${pincode}`, () => selfserveApi.pincode(pincode, osid), pinSeed);
  const key = slotsKey(osid, pincode, cover?.cover_id ?? '');
  const [slots] = useLoad(
    key,
    () => selfserveApi.slots(osid, pincode, cover?.title ?? ''),
    seed.slots?.key === key ? seed.slots.body : undefined,
  );
  const [errors, setErrors] = useState<FieldErrors>(start?.fieldErrors ?? {});
  const [second, setSecond] = useState(false);
  const a = state.appointment;
  const available: ProcessType[] = availableProcessTypes(
    cover?.process_types ?? [],
    pin.status === 'ok' ? pin.data.data.process_types : null,
  );
  const slotMap = slots.status === 'ok' ? slots.data.data : {};
  // A theft or loss has no repair route: the team calls in the slot and delivers a replacement (decision 063).
  const theft = cover?.type === 'theft';
  const dates = Object.keys(slotMap).sort();

  // Defaults: the only process type, and spec §9's default appointment when it is free.
  useEffect(() => {
    if (!a.process_type && available.length === 1)
      dispatch({ type: 'setAppointment', appointment: { process_type: available[0] ?? null } });
  }, [a.process_type, available, dispatch]);
  useEffect(() => {
    if (slots.status !== 'ok' || a.date) return;
    const first = defaultSlot(slots.data.data);
    if (first) dispatch({ type: 'setAppointment', appointment: { date: first.date, time: first.time } });
  }, [slots, a.date, dispatch]);

  // A value that arrives after Continue (the default slot, the only process type) clears its error.
  useEffect(() => {
    setErrors((shown) => errorsStillDue(shown, appointmentErrors(state)));
  }, [state]);

  const submit = () => {
    const found = appointmentErrors(state);
    setErrors(found);
    if (Object.keys(found).length === 0) dispatch({ type: 'done', next: 'documents' });
  };

  return (
    <StepFrame
      title={theft ? 'When can we call you?' : 'When suits you?'}
      lead={
        theft
          ? 'There is no repair visit: we check your documents, call you in the time you pick and deliver the replacement.'
          : undefined
      }
      onSubmit={submit}
      step="appointment"
      post={{ ...choiceFields(state, 'appointment'), step: 'documents', from: 'appointment' }}
      backQuery={stateMarkers(state, 'address')}
    >
      <fieldset aria-describedby={errors.process_type ? 'ss-process-error' : undefined}>
        <legend className="font-medium text-slate-900">
          {theft ? 'How we handle it' : 'How should we repair it?'}
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {available.map((p) => (
            <label key={p} className="kv-paymethod">
              <input
                type="radio"
                name="process_type"
                value={p}
                className="size-5 accent-brand-700"
                checked={a.process_type === p}
                onChange={() => {
                  setErrors((e) => ({ ...e, process_type: '' }));
                  dispatch({ type: 'setAppointment', appointment: { process_type: p } });
                }}
              />
              <span>{PROCESS_TYPE_LABELS[p]}</span>
            </label>
          ))}
        </div>
        {available.length === 0 && pin.status === 'ok' ? (
          <p className="mt-1 text-sm text-slate-700">This cover cannot be served at this PIN code.</p>
        ) : null}
        {errors.process_type ? (
          <p id="ss-process-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.process_type}
          </p>
        ) : null}
      </fieldset>
      {slots.status === 'loading' ? <LoadingCards label="Loading free slots…" count={1} /> : null}
      {slots.status !== 'loading' && dates.length === 0 ? (
        <p className="kv-card">
          No slots are free at this PIN code right now. Please try again later or chat with us.
        </p>
      ) : null}
      {dates.length > 0 ? (
        <>
          <SlotChoice
            legend="First preference"
            name="slot"
            slots={slotMap}
            dates={dates}
            date={a.date}
            time={a.time}
            error={errors.date || errors.time}
            onChange={(date, time) => {
              setErrors({});
              dispatch({ type: 'setAppointment', appointment: { date, time } });
            }}
          />
          {!second && !a.date_1 ? (
            <button type="button" className="kv-btn2 justify-self-start" onClick={() => setSecond(true)}>
              Add a second preference
            </button>
          ) : (
            <SlotChoice
              legend="Second preference (optional)"
              name="slot_1"
              slots={slotMap}
              dates={dates}
              date={a.date_1}
              time={a.time_1}
              error={errors.date_1}
              onChange={(date, time) => {
                setErrors({});
                dispatch({ type: 'setAppointment', appointment: { date_1: date, time_1: time } });
              }}
              onClear={() => {
                setSecond(false);
                dispatch({ type: 'setAppointment', appointment: { date_1: '', time_1: '' } });
              }}
            />
          )}
        </>
      ) : null}
      <ActionBar primary="Continue" backForm={BACK_FORM} onBack={() => dispatch({ type: 'back' })} />
    </StepFrame>
  );
}
