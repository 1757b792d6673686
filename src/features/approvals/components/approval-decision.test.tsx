/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApprovalDecision } from './approval-decision';

// the client faked (a component never imports it: eslint.layers.mjs), each call answered by its endpoint's name
jest.mock('../../../shop-client/browser', () => ({ shop: jest.fn() }));
const { shop } = jest.requireMock<{ shop: jest.Mock }>('../../../shop-client/browser');

/** The administrator's decision on a held order: a refusal needs its reason (mailed to the requester), an approval goes once. */
const calls: { name: string; input: unknown }[] = [];
let answerApproval: () => Promise<unknown>;
beforeEach(() => {
  calls.length = 0;
  answerApproval = async () => ({ number: 'CMD-2026-0042' });
  (shop as jest.Mock).mockImplementation(async (ep: { name: string }, input: unknown) => {
    calls.push({ name: ep.name, input });
    if (ep.name === 'company.approval.approve') return answerApproval();
    if (ep.name === 'company.approval.refuse') return { id: 7, status: 'refusee' };
    return [];
  });
});

describe('ApprovalDecision', () => {
  it('asks the reason of a refusal before sending it', async () => {
    const user = userEvent.setup();
    const onDecided = jest.fn();
    render(<ApprovalDecision id={7} onDecided={onDecided} />);
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    const reason = screen.getByRole('textbox', { name: 'Motif du refus (obligatoire)' });
    await user.click(screen.getByRole('button', { name: 'Confirmer le refus' }));
    expect(screen.getByText('Indiquez le motif du refus : il est transmis au demandeur.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reason);
    expect(calls.filter((c) => c.name === 'company.approval.refuse')).toEqual([]);

    await user.type(reason, '   ');
    await user.click(screen.getByRole('button', { name: 'Confirmer le refus' }));
    expect(calls.filter((c) => c.name === 'company.approval.refuse')).toEqual([]);

    await user.type(reason, 'Chantier reporté en mars');
    await user.click(screen.getByRole('button', { name: 'Confirmer le refus' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith('La demande n° 7 est refusée : le demandeur en est informé.'));
    expect(calls.filter((c) => c.name === 'company.approval.refuse').map((c) => c.input)).toEqual([
      { params: { id: 7 }, body: { reason: 'Chantier reporté en mars' } },
    ]);
  });

  it('puts the keyboard in the reason as the refusal opens, and back on « Refuser » when it is given up', async () => {
    const user = userEvent.setup();
    render(<ApprovalDecision id={7} onDecided={jest.fn()} />);
    screen.getByRole('button', { name: 'Refuser' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Motif du refus (obligatoire)' })));

    screen.getByRole('button', { name: 'Annuler' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Refuser' })));
  });

  it('approves once however often it is clicked, and says the order placed or why not', async () => {
    const user = userEvent.setup();
    const onDecided = jest.fn();
    let release: () => void = () => {};
    answerApproval = () => new Promise((done) => (release = () => done({ number: 'CMD-2026-0042' })));
    render(<ApprovalDecision id={7} onDecided={onDecided} />);
    const approve = screen.getByRole('button', { name: 'Approuver' });
    await user.click(approve);
    await user.click(approve);
    release();
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith('Commande CMD-2026-0042 passée.'));
    expect(calls.filter((c) => c.name === 'company.approval.approve')).toHaveLength(1);

    answerApproval = async () => {
      throw new Error('Le stock de « Barre HA Ø12 – 12 m » ne suffit plus : 40 disponibles.');
    };
    await user.click(screen.getByRole('button', { name: 'Approuver' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Le stock de « Barre HA Ø12 – 12 m » ne suffit plus : 40 disponibles.'));
  });

  it('leaves the focus where the administrator went while the approval was on its way, and keeps what he types there', async () => {
    const user = userEvent.setup();
    let refuse: () => void = () => {};
    answerApproval = () => new Promise((_, fail) => (refuse = () => fail(new Error('Le crédit du client ne suffit plus.'))));
    // two held requests, one under the other, as the list shows them
    render(
      <>
        <section aria-label="Demande 7">
          <ApprovalDecision id={7} onDecided={jest.fn()} />
        </section>
        <section aria-label="Demande 8">
          <ApprovalDecision id={8} onDecided={jest.fn()} />
        </section>
      </>,
    );
    const first = screen.getByRole('region', { name: 'Demande 7' });
    const second = screen.getByRole('region', { name: 'Demande 8' });
    await user.click(within(first).getByRole('button', { name: 'Approuver' }));
    // meanwhile, the next request's refusal: its reason takes the focus
    await user.click(within(second).getByRole('button', { name: 'Refuser' }));
    const reason = within(second).getByRole('textbox', { name: 'Motif du refus (obligatoire)' }) as HTMLTextAreaElement;
    await waitFor(() => expect(document.activeElement).toBe(reason));
    refuse();
    // the alert is there before it speaks: its words are what the administrator waits for
    await waitFor(() => expect(within(first).getByRole('alert').textContent).toBe('Le crédit du client ne suffit plus.'));
    // the frame where the failure would have taken the focus
    await act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
    expect(document.activeElement).toBe(reason);
    await user.keyboard('Doublon');
    expect(reason.value).toBe('Doublon');
  });

  it('puts the focus on why an approval failed when the administrator stayed on its button', async () => {
    const user = userEvent.setup();
    answerApproval = async () => {
      throw new Error('Le crédit du client ne suffit plus.');
    };
    render(<ApprovalDecision id={7} onDecided={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Approuver' }));
    const problem = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(problem));
  });
});
