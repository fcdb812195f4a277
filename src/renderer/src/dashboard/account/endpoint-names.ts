import type { AccountMessage } from '@shared/i18n/messages/account';
import { endpoints } from '@shared/products/registry';
import { accountText as t } from './text';

/**
 * The usage breakdown's endpoints as people name them. The service reports each endpoint by its
 * path template (`/api/v1/image/tile/{z}/{x}/{y}/{time}/{id}`); the product registry gives each
 * endpoint's path with every parameter written `{}` and the message naming it, so templates are
 * compared in that shape: `{location}`, `{loc}` and `:location` all match.
 */
const names: ReadonlyMap<string, AccountMessage> = new Map(Object.values(endpoints).map((endpoint) => [endpoint.path, endpoint.usageName]));

/** The template with its method, query and trailing slash dropped and every parameter as `{}`. */
function shapeOf(template: string): string {
  const path = template.trim().replace(/^[A-Z]+\s+/, '').split(/[?#]/)[0] ?? '';
  const shaped = path
    .split('/')
    .filter((segment) => segment !== '')
    // Any segment with a brace (`{z}`, `{y}.png`) or a colon prefix (`:location`) is a parameter.
    .map((segment) => (/[{}]|^:/.test(segment) ? '{}' : segment.toLowerCase()))
    .join('/');
  return `/${shaped}`;
}

/**
 * An endpoint the table does not know, still readable: its fixed path words ("/api/v1/foo-bar/
 * latest/{id}" is "Foo bar latest"), never its parameters or braces.
 */
function readableFallback(shape: string): string {
  const words = shape
    .split('/')
    .filter((segment) => segment !== '' && segment !== '{}' && segment !== 'api' && !/^v\d+$/.test(segment))
    .map((segment) => segment.replace(/[^\p{L}\p{N}]+/gu, ' ').trim())
    .filter((segment) => segment !== '');
  const text = words.join(' ');
  return text === '' ? t('endpointOther') : text.charAt(0).toUpperCase() + text.slice(1);
}

export function endpointName(template: string): string {
  const shape = shapeOf(template);
  const name = names.get(shape);
  return name === undefined ? readableFallback(shape) : t(name);
}
