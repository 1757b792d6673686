import '@trefima/domain/contract/zod-config';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { formMessages } from '@trefima/domain/forms/messages';
import { apiFailure } from './api-failure';

/**
 * react-hook-form with a shared zod schema, plus the API's verdict: a failed
 * send keeps every field, puts the API's per-field messages on the fields and
 * its general message in the form's alert.
 */
export function useShopForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema as never) as never, mode: 'onTouched', ...options });
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (send: (values: z.output<S>) => Promise<unknown>) =>
    form.handleSubmit(
      async (values) => {
        setAlert(null);
        try {
          await send(values);
        } catch (e) {
          const failure = apiFailure(e);
          for (const [field, message] of Object.entries(failure.fields)) form.setError(field as Path<z.input<S>>, { message });
          setAlert(failure.alert);
        }
      },
      (errors) => {
        // the errors read as plain records: typing Object.values of a generic schema's FieldErrors cost tsc a third of its check
        const fields = Object.values(errors as Record<string, { message?: unknown } | undefined>);
        const required = fields.some((err) => /obligatoire|Merci de joindre/.test(String(err?.message ?? '')));
        setAlert(required ? formMessages.requiredAll : 'Merci de corriger les champs signalés.');
      },
    );

  return { ...form, alert, setAlert, submit };
}
