import { useParams } from 'react-router';
import { api } from '../api/client';
import { useLoad } from '../api/use-load';
import { NotFound } from '../layout/not-found';
import { LoadView } from '../ui/load-view';
import { DeskPage } from './desk-page';

/** /desk/:restoId — the restaurant must be one this staff member may open. */
export function DeskRoute() {
  const restoId = Number(useParams()['restoId']);
  const { state, reload } = useLoad(() => api.listOfficeRestos(), []);
  return (
    <LoadView state={state} reload={reload}>
      {({ restos }) => {
        const resto = restos.find((candidate) => candidate.id === restoId);
        return resto ? (
          <DeskPage key={resto.id} resto={resto} showPicker={restos.length > 1} />
        ) : (
          <NotFound />
        );
      }}
    </LoadView>
  );
}
