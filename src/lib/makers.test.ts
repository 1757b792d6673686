import { chosenMaker, madeByPerson, makersOf } from './makers';

const lucie = { id: 7, name: 'Lucie Marie-Rose' };
const joel = { id: 3, name: 'Joël Bellance' };
const items = [{ made_by: lucie }, { made_by: joel }, { made_by: lucie }, { made_by: null }, {}];

describe('the person choice of a company’s lists and job sites', () => {
  it('names each of the people who made one once, by name, and nobody for a private buyer’s', () => {
    expect(makersOf(items)).toEqual([joel, lucie]);
    expect(makersOf([{ made_by: null }, {}])).toEqual([]);
  });

  it('keeps a choice only while it is offered: two people at least, the one chosen among them', () => {
    expect(chosenMaker([joel, lucie], 7)).toBe(7);
    expect(chosenMaker([joel, lucie], null)).toBeNull();
    expect(chosenMaker([joel, lucie], 12)).toBeNull();
    expect(chosenMaker([lucie], 7)).toBeNull();
  });

  it('shows what the person chosen made, or everything', () => {
    expect(madeByPerson(items, 7)).toEqual([items[0], items[2]]);
    expect(madeByPerson(items, null)).toEqual(items);
  });
});
