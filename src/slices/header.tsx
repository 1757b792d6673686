import type { SliceComponentProps } from 'gatsby';
import { AtPath } from '../components/layout/at-path';
import { Header } from '../components/layout/header';
import type { LayoutSliceProps } from '../components/layout/layout-links';
import { useLayoutData } from '../hooks/use-layout-data';

/** The header as a Gatsby Slice (see layoutSliceKey). */
export default function HeaderSlice({ current }: SliceComponentProps<object, object, LayoutSliceProps>) {
  const data = useLayoutData();
  return (
    <AtPath path={current}>
      <Header data={data} isHome={current === '/'} />
    </AtPath>
  );
}
