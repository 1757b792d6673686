/** @jest-environment ./src/test-support/jsdom-env.ts */
import { claimFocusAfterNavigation, focusContentAfterNavigation } from './route-focus';

// past the focus the code schedules (a frame, then a task): a callback of the same frame queued after its own, so
// that a busy machine cannot make the wait end first (a fixed 50 ms did once in CI)
const frames = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('the focus after a navigation', () => {
  beforeEach(() => {
    document.body.innerHTML = '<main id="contenu" tabindex="-1"><select id="tri"><option>a</option></select></main>';
  });

  it('goes to the content', async () => {
    focusContentAfterNavigation('/categorie/acier');
    await frames();
    expect(document.activeElement?.id).toBe('contenu');
  });

  it('stays on a control that asked to keep it across its own navigation, even if it took it first', async () => {
    claimFocusAfterNavigation('/categorie/acier/tri__prix-croissant');
    // the listing of the new URL rendered before the route update's focus came
    document.getElementById('tri')!.focus();
    focusContentAfterNavigation('/categorie/acier/tri__prix-croissant');
    await frames();
    expect(document.activeElement?.id).toBe('tri');
  });

  it('is the content again on the next navigation, and for another URL than the one claimed', async () => {
    claimFocusAfterNavigation('/categorie/acier/tri__prix-croissant');
    focusContentAfterNavigation('/categorie/autre');
    await frames();
    expect(document.activeElement?.id).toBe('contenu');
    claimFocusAfterNavigation('/categorie/acier/tri__prix-croissant');
    focusContentAfterNavigation('/categorie/acier/tri__prix-croissant');
    document.getElementById('tri')!.focus();
    focusContentAfterNavigation('/categorie/acier/tri__prix-croissant');
    await frames();
    expect(document.activeElement?.id).toBe('contenu');
  });
});
