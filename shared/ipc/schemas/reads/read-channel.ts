import { z } from 'zod';
import type { Catalog } from '../../../api/catalog';
import { catalog } from '../../../api/catalog';
import { isDecodedBy } from '../../../api/decoded';
import { customerNumber, profileId } from '../common';
import type { ReadEndpointName } from '../../service-names';

/**
 * A value already in app form (exact decimal text, typed query values) that a
 * catalog codec could send or has decoded: checked by encoding it, so the
 * codec's own rules (patterns, bounds, enums) decide and nothing is copied.
 * The value passes through unchanged. The very object the codec decoded in
 * the client needs no second proof (shared/api/decoded.ts).
 */
export function appValue<S extends z.ZodType>(codec: S): z.ZodType<z.output<S>, z.output<S>> {
  return z.custom<z.output<S>>().superRefine((value, ctx) => {
    if (isDecodedBy(value, codec)) return;
    const encoded = z.safeEncode(codec, value as z.output<S>);
    if (!encoded.success)
      for (const issue of encoded.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
}

/**
 * Who a read is for: the profile it is meant for (main refuses it, sending
 * nothing, when another profile became active meanwhile) and the customer it
 * acts for (the selected one when absent).
 */
export const readTarget = { profileId, customer: customerNumber.optional() };

/** A schema of app-form values of type T (what appValue makes; generic lookups into the catalog need the cast). */
type AppValue<T> = z.ZodType<T, T>;

/** The params of a catalog read, in app form. */
export function paramsOf<N extends ReadEndpointName>(name: N): AppValue<z.output<Catalog[N]['params']>> {
  return appValue(catalog[name].params) as AppValue<z.output<Catalog[N]['params']>>;
}

/** The query of a catalog read, in app form. */
export function queryOf<N extends ReadEndpointName>(name: N): AppValue<z.output<Catalog[N]['query']>> {
  return appValue(catalog[name].query) as AppValue<z.output<Catalog[N]['query']>>;
}

type ResponseCodec<N extends ReadEndpointName> = Exclude<Catalog[N]['response'], null>;

/** What a catalog read answers, in app form: a read channel's output schema. */
export function responseOf<N extends ReadEndpointName>(name: N): AppValue<z.output<ResponseCodec<N>>> {
  const response = catalog[name].response;
  if (response === null) throw new Error(`${name} answers no content: it cannot be a read channel.`);
  return appValue(response) as AppValue<z.output<ResponseCodec<N>>>;
}
