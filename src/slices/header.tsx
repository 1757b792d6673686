import type { SliceComponentProps } from 'gatsby';
import { AtPath } from '../components/layout/at-path';
import { Header } from '../components/layout/header';
import { useLayoutData } from '../hooks/use-layout-data';

export type LayoutSliceProps = {
  /** layoutSliceKey: the page's path if the layout links to it, else ELSEWHERE */
  current: string;
};

/** The header as a Gatsby Slice (see layoutSliceKey). */
export default function HeaderSlice({ current }: SliceComponentProps<object, object, LayoutSliceProps>) {
  const data = useLayoutData();
  return (
    <AtPath path={current}>
      <Header data={data} isHome={current === '/'} />
    </AtPath>
  );
}
