// The order desk of one restaurant: new orders ring until answered, columns follow each order
// from new to handed out, and the shift's tools (settings, busy mode, stop list) sit on top.
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { DeskOrder, OfficeResto } from '@nori/contract';
import { useI18n } from '../i18n/i18n';
import { LoadView } from '../ui/load-view';
import { AcceptDialog } from './accept-dialog';
import { awaitingCount } from './desk-orders';
import { DeskBoard } from './desk-board';
import { DeskTools } from './desk-tools';
import { FinishedOrders } from './finished-orders';
import { KitchenTicket } from './kitchen-ticket';
import { RejectDialog } from './reject-dialog';
import { Ringer } from './ringer';
import { ShiftBar } from './shift-bar';
import { useDesk, type Desk } from './use-desk';
import { useRinging } from './use-ringing';
import { useServerNow } from './use-server-now';

export function DeskPage({ resto, showPicker }: { resto: OfficeResto; showPicker: boolean }) {
  const desk = useDesk(resto.id);
  const { t } = useI18n();
  return (
    <div className="desk">
      <div className="desk-head">
        <h1>
          {resto.name} <span className="muted">· {t('desk.title')}</span>
        </h1>
        {showPicker ? <Link to="/desk">{t('desk.pick-title')}</Link> : null}
      </div>
      {desk.state.status === 'ready' ? (
        <ReadyDesk desk={desk} state={desk.state} resto={resto} />
      ) : (
        <LoadView state={desk.state} reload={desk.reload}>
          {() => null}
        </LoadView>
      )}
    </div>
  );
}

type ReadyState = Extract<Desk['state'], { status: 'ready' }>;

function ReadyDesk({ desk, state, resto }: { desk: Desk; state: ReadyState; resto: OfficeResto }) {
  const { t } = useI18n();
  const ringer = useMemo(() => new Ringer(), []);
  useEffect(() => () => ringer.close(), [ringer]);
  const [shiftStarted, setShiftStarted] = useState(false);
  const [accepting, setAccepting] = useState<DeskOrder | null>(null);
  const [rejecting, setRejecting] = useState<DeskOrder | null>(null);
  const [printing, setPrinting] = useState<DeskOrder | null>(null);
  const now = useServerNow(state.offsetMs);
  const waiting = awaitingCount(state.orders);
  const rings = useRinging(ringer, shiftStarted, waiting);

  useEffect(() => {
    document.title =
      waiting > 0
        ? t('desk.new-orders-title', { count: waiting, resto: resto.name })
        : `${t('desk.title')} — ${resto.name}`;
  }, [waiting, resto.name, t]);

  useEffect(() => {
    if (!printing) return;
    // Printed once the ticket is on the page; the browser's print dialog blocks until closed.
    const frame = window.requestAnimationFrame(() => {
      window.print();
      setPrinting(null);
    });
    return () => window.cancelAnimationFrame(frame);
  }, [printing]);

  return (
    <>
      <div className="desk-controls">
        <ShiftBar
          started={shiftStarted}
          onStart={async () => setShiftStarted(await ringer.unlock())}
          connected={desk.connected}
          waiting={waiting}
          rings={rings}
        />
        <DeskTools restoId={resto.id} settings={state.settings} onSettings={desk.setSettings} now={now} />
      </div>
      <DeskBoard
        orders={state.orders}
        now={now}
        onAccept={setAccepting}
        onReject={setRejecting}
        onPrint={setPrinting}
        onChanged={desk.put}
      />
      <FinishedOrders orders={state.orders} onPrint={setPrinting} />
      {accepting ? (
        <AcceptDialog
          order={accepting}
          now={now}
          onClose={() => setAccepting(null)}
          onAccepted={(order) => {
            desk.put(order);
            setAccepting(null);
          }}
        />
      ) : null}
      {rejecting ? (
        <RejectDialog
          order={rejecting}
          onClose={() => setRejecting(null)}
          onRejected={(order) => {
            desk.put(order);
            setRejecting(null);
          }}
        />
      ) : null}
      {printing ? <KitchenTicket order={printing} /> : null}
    </>
  );
}
