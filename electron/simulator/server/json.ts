import { isLosslessNumber } from 'lossless-json';
import { stringifyWireJson } from '../../../shared/wire/json';

type RawJson = (text: string) => unknown;
const rawJSON = (JSON as unknown as { rawJSON?: RawJson }).rawJSON;

/**
 * Writes an encoded response exactly as stringifyWireJson does (LosslessNumber
 * as its exact digits), with the native serializer: lossless-json's is written
 * in JavaScript and was a sixth of the simulator's time per request.
 * JSON.rawJSON (V8 12, Node 22) emits the digits verbatim; without it, the
 * reference is used.
 */
export function stringifyResponse(value: unknown): string {
  if (rawJSON === undefined) return stringifyWireJson(value);
  const text = JSON.stringify(value, (_key, item: unknown) => (isLosslessNumber(item) ? rawJSON(item.value) : item));
  if (text === undefined) throw new TypeError('The value has no JSON representation.');
  return text;
}
