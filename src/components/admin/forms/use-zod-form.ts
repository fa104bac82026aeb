import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import { z } from 'zod';

// In the browser zod would probe `new Function` to compile its parsers: the site's
// Content-Security-Policy refuses eval, and the refused probe is reported as a violation.
z.config({ jitless: true });

/**
 * A react-hook-form form validated by the router's own zod schema. The form keeps what the
 * person typed (the schema's input type) and submits it as typed: the server parses the same
 * schema again, so defaults and transforms happen once, there.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>>, 'resolver'> = {},
) {
  return useForm<z.input<Schema>, unknown, z.input<Schema>>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema, undefined, { raw: true }),
  });
}
