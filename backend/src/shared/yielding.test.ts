import { forEachInSlices, forEachYielding } from './yielding';

test('gives the event loop a turn between chunks, and only there', async () => {
  const seen: string[] = [];
  setImmediate(() => seen.push('another request'));
  await forEachYielding([1, 2, 3, 4, 5], (n, i) => seen.push(`${n}@${i}`), 2);
  expect(seen).toEqual(['1@0', '2@1', 'another request', '3@2', '4@3', '5@4']);
});

test('an empty list runs nothing', async () => {
  const each = jest.fn();
  await forEachYielding([], each);
  expect(each).not.toHaveBeenCalled();
});

test('forEachInSlices gives the event loop a turn once a slice of time has passed, however long each item takes', async () => {
  const seen: string[] = [];
  setImmediate(() => seen.push('another request'));
  const busy = (ms: number) => {
    const end = performance.now() + ms;
    while (performance.now() < end);
  };
  // the first item alone fills the slice: the turn comes before the second
  await forEachInSlices(
    [20, 0, 0],
    (ms, i) => {
      busy(ms);
      seen.push(`item ${i}`);
    },
    10,
  );
  expect(seen).toEqual(['item 0', 'another request', 'item 1', 'item 2']);
});
