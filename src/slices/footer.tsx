import type { SliceComponentProps } from 'gatsby';
import { HydrateOnUse } from '../components/app/hydrate-on-use';
import { AtPath } from '../components/layout/at-path';
import { Footer } from '../components/layout/footer';
import type { LayoutSliceProps } from '../components/layout/layout-links';
import { useLayoutData } from '../hooks/use-layout-data';

/** The footer as a Gatsby Slice (see layoutSliceKey). */
export default function FooterSlice({ current }: SliceComponentProps<object, object, LayoutSliceProps>) {
  const data = useLayoutData();
  return (
    <AtPath path={current}>
      <HydrateOnUse>
        <Footer data={data} />
      </HydrateOnUse>
    </AtPath>
  );
}
