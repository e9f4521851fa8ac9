import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import type { FieldErrors } from '../src/engine/schema';

/** Messages the console shows as they come (docs/product.md#validation, #errors). */
export const MESSAGES = {
  invalid: 'Обязательные поля не заполнены или заполнены неверно',
  badJson: 'Тело запроса не является корректным JSON',
  badContentType: 'Ожидается тело запроса в формате JSON (Content-Type: application/json)',
  tooLarge: 'Слишком большой запрос',
  unauthorized: 'Требуется авторизация',
  wrongCredentials: 'Неверный логин или пароль',
  noCabinet: 'Кабинет не выбран или недоступен пользователю',
  noPermission: 'Недостаточно прав для выполнения действия',
  foreignRecord: 'Запись принадлежит другому кабинету',
  notFound: 'Запись не найдена',
  routeNotFound: 'Адрес не найден',
  conflict: 'Запись была изменена другим пользователем. Обновите страницу, чтобы получить актуальную версию',
  idTaken: 'Запись с таким идентификатором уже существует',
  referenceMissing: 'Выбранная запись не найдена',
  /** A reference to a record its field does not admit (x-reference-filter), by the differing property's title. */
  referenceMismatch: (title: string) => `Выбранная запись не подходит по полю «${title}»`,
  /**
   * A delete refused because records name the one deleted (x-on-delete "refuse"): its name, the
   * records that name it (those the caller may read, «Кампания «Лето 2026»»), how many more.
   */
  inUse: (label: string | null, named: string[], more: number) =>
    `Нельзя удалить ${label ? `«${label}»` : 'запись'} — используется${
      named.length ? `: ${named.join(', ')}${more ? ` и ещё в ${more}` : ''}` : ` в записях других кабинетов (${more})`
    }`,
  badRequest: 'Неверный запрос',
  emailEmpty: 'email is empty',
  resetExpired: 'Срок действия ссылки для восстановления пароля истек',
  cabinetNotSelected: 'Кабинет доступа не выбран',
  alreadyBound: 'У пользователя уже есть доступ к этому кабинету',
  internal: 'Внутренняя ошибка сервера. Повторите попытку позже',
} as const;

/** An answer other than 2xx, with the JSON body of the contract: { message, errors? }. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 400 with per-field messages keyed by JSON Pointer. */
export const invalid = (errors: FieldErrors): HttpError => new HttpError(400, MESSAGES.invalid, errors);

/** Errors Fastify raises before routing (a malformed URL): the same JSON shape, in Russian. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (_error, _req, reply) => {
  // The option's type is generic over route schemas we do not use.
  (reply as unknown as FastifyReply).code(400).send({ message: MESSAGES.badRequest });
};

/**
 * Maps every thrown error onto the contract. Fastify's own errors (bad JSON, wrong content
 * type, schema-less parse failures) are client mistakes: they become 4xx with a Russian message,
 * never a 500 — the console shows `message` to the user verbatim.
 */
export function installErrorHandler(app: FastifyInstance): void {
  // An empty body sent as JSON (some clients label body-less POSTs so) means "no body".
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    (body as string).trim() === '' ? done(null, undefined) : defaultJson(req, body as string, done),
  );

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.status)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    const code = (error as FastifyError).code ?? '';
    const status = (error as FastifyError).statusCode ?? 500;
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.code(400).send({ message: MESSAGES.badContentType });
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ message: MESSAGES.tooLarge });
    if (code.startsWith('FST_ERR_CTP') || error instanceof SyntaxError || (error as FastifyError).validation) {
      return reply.code(400).send({ message: MESSAGES.badJson });
    }
    if (status >= 400 && status < 500) return reply.code(status).send({ message: MESSAGES.badRequest });
    request.log.error(error);
    return reply.code(500).send({ message: MESSAGES.internal });
  });
}
