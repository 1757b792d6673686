import { useId, useRef, useState, type FormEvent } from 'react';
import { t } from '@trefima/domain/i18n/t';
import { MAX_MESSAGE_LENGTH, messageProblem } from '@trefima/domain/quotations/lifecycle';
import * as styles from './documents.module.css';
import { busyProps } from '../../../components/ui/busy';
import { useFocusRequest } from '../../../hooks/use-focus-request';

export type NoteKind = 'refuse' | 'revision' | 'renew';

// literal ids: the build writes each text in place of its id
const WORDS: Record<NoteKind, { label: string; submit: string }> = {
  refuse: { label: t('documents.quotationForm.refuseLabel'), submit: t('documents.quotationForm.refuseSubmit') },
  revision: { label: t('documents.quotationForm.revisionLabel'), submit: t('documents.quotationForm.revisionSubmit') },
  renew: { label: t('documents.quotationForm.renewLabel'), submit: t('documents.quotationForm.renewSubmit') },
};

interface QuotationNoteFormProps {
  kind: NoteKind;
  busy: boolean;
  /** resolves to whether the API took it: on a failure the text stays, to send again */
  onSubmit: (message: string) => Promise<boolean>;
  onCancel: () => void;
}

/**
 * The buyer's word with a refusal, a revision request or a renewal: required
 * only for a revision (the office must know what to change), checked here
 * with the lifecycle's own check (`messageProblem`) before anything is sent.
 */
export function QuotationNoteForm({ kind, busy, onSubmit, onCancel }: QuotationNoteFormProps) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const words = WORDS[kind];
  const field = useRef<HTMLTextAreaElement>(null);
  const focus = useFocusRequest();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const text = message.trim();
    const problem = messageProblem(kind, text);
    if (problem) {
      setError(problem);
      // « Envoyer » cannot say why nothing went: the field takes the focus once it is marked invalid and tied to its
      // error, read with it
      return focus(() => field.current);
    }
    setError('');
    if (await onSubmit(text)) setMessage('');
  };
  return (
    <form className={styles.noteForm} onSubmit={submit} noValidate aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-text`}>
        {words.label}
      </label>
      <textarea
        ref={field}
        id={`${id}-text`}
        className={styles.noteText}
        rows={4}
        value={message}
        maxLength={MAX_MESSAGE_LENGTH}
        required={kind === 'revision'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setMessage(e.target.value)}
        autoFocus
      />
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
      <p className={styles.formButtons}>
        <button type="submit" className={styles.primary} {...busyProps(busy)}>
          {words.submit}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel} {...busyProps(busy)}>
          {t('documents.quotationForm.cancel')}
        </button>
      </p>
    </form>
  );
}
