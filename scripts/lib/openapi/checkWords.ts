/**
 * The words of the contract check's differences: in English for the tests' messages (the
 * document's own words, what a developer greps for), in Russian for the probe's report of a real
 * platform (`npm run contract`), which an operator reads beside the schema's Russian messages.
 */
export interface CheckWords {
  noPath(path: string): string;
  noMethod(path: string, method: string, has: string): string;
  unknownQuery(name: string, key: string): string;
  nearestName(name: string): string;
  takesNone: string;
  notInteger(name: string, value: string): string;
  notOneOf(name: string, values: string, value: string): string;
  requiredQuery(name: string): string;
  unknownHeader(name: string, path: string): string;
  noBody(key: string): string;
  needsBody(key: string): string;
  bodyType(key: string, takes: string, sent: string): string;
  status(status: number, key: string, listed: string): string;
  answerType(sent: string, says: string): string;
  answerJson(says: string): string;
  body: string;
  answer: string;
}

export const ENGLISH: CheckWords = {
  noPath: (path) => `no path of the document matches ${path}`,
  noMethod: (path, method, has) => `${path} has no ${method} (it has ${has})`,
  unknownQuery: (name, key) => `query parameter «${name}» is not a parameter of ${key}`,
  nearestName: (name) => ` (the document names «${name}»)`,
  takesNone: ' (it takes none)',
  notInteger: (name, value) => `query parameter «${name}» must be an integer, is «${value}»`,
  notOneOf: (name, values, value) => `query parameter «${name}» must be one of ${values}, is «${value}»`,
  requiredQuery: (name) => `query parameter «${name}» is required`,
  unknownHeader: (name, path) => `header «${name}» is not one of ${path}'s`,
  noBody: (key) => `${key} takes no body`,
  needsBody: (key) => `${key} needs a body`,
  bodyType: (key, takes, sent) => `${key} takes ${takes}, not ${sent}`,
  status: (status, key, listed) => `${status} is not an answer of ${key} (${listed})`,
  answerType: (sent, says) => `the answer is ${sent || 'untyped'}, the document says ${says}`,
  answerJson: (says) => `the answer is JSON, the document says ${says}`,
  body: 'body',
  answer: 'answer',
};

export const RUSSIAN: CheckWords = {
  noPath: (path) => `в документе нет пути ${path}`,
  noMethod: (path, method, has) => `у ${path} нет метода ${method} (есть ${has})`,
  unknownQuery: (name, key) => `параметр запроса «${name}» не описан у ${key}`,
  nearestName: (name) => ` (в документе — «${name}»)`,
  takesNone: ' (параметров у вызова нет)',
  notInteger: (name, value) => `параметр запроса «${name}» должен быть целым числом, а не «${value}»`,
  notOneOf: (name, values, value) => `параметр запроса «${name}» должен быть одним из ${values}, а не «${value}»`,
  requiredQuery: (name) => `параметр запроса «${name}» обязателен`,
  unknownHeader: (name, path) => `заголовок «${name}» не описан у ${path}`,
  noBody: (key) => `${key} не принимает тела`,
  needsBody: (key) => `${key} требует тела`,
  bodyType: (key, takes, sent) => `${key} принимает ${takes}, а не ${sent}`,
  status: (status, key, listed) => `ответ ${status} не описан у ${key} (описаны ${listed})`,
  answerType: (sent, says) => `ответ ${sent ? `типа ${sent}` : 'без типа'}, а в документе — ${says}`,
  answerJson: (says) => `ответ — JSON, а в документе — ${says}`,
  body: 'тело',
  answer: 'ответ',
};
