import { forEachYielding } from './yielding';

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
