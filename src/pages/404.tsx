import { NotFoundContent } from '../components/common/not-found-content';

/** Served with status 404 by the host for every unknown path. */
export default function NotFoundPage() {
  return <NotFoundContent />;
}
