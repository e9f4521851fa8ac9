/**
 * What `npm start` says when Kabinet cannot start. Each is one message: what happened, the file,
 * folder or port, and what to do. None of them suggests deleting anything: the data file may
 * be the user's only copy of their work.
 */

const NOT_STARTED = 'Kabinet не запущен:';

const quote = (p: string) => (/^[\w./-]+$/.test(p) ? p : `"${p.replace(/(["\\$`])/g, '\\$1')}"`);

export function nodeTooOld(version: string, range: string): string {
  return [
    `${NOT_STARTED} нужен Node.js ${range} (поле engines в package.json), а запущен ${version}.`,
    'Установите Node.js 20.19 или новее (например, nvm install 22) и запустите снова: npm start',
  ].join('\n');
}

/** `files`: the data file and the journal files beside it that exist; they are moved together. */
export function dataFileDamaged(file: string, files: string[], reason: string): string {
  return [
    `${NOT_STARTED} файл данных ${file} повреждён или не является базой данных SQLite (${reason}).`,
    'Файл не изменён. Чтобы начать со свежими демо-данными, переместите его в сторону и запустите снова:',
    ...files.map((f) => `  mv ${quote(f)} ${quote(`${f}.damaged`)}`),
    '  npm start',
  ].join('\n');
}

export function dataFileTooNew(file: string, fileVersion: number, knownVersion: number): string {
  return [
    `${NOT_STARTED} файл данных ${file} записан более новой версией Kabinet` +
      ` (версия формата данных ${fileVersion}, эта версия Kabinet понимает до ${knownVersion}).`,
    'Файл не изменён. Запустите ту версию Kabinet, которой он записан, или начните с другой папкой данных:',
    '  KABINET_DATA_DIR=.data-new npm start',
  ].join('\n');
}

export function dataFolderNotWritable(folder: string, reason: string): string {
  return [
    `${NOT_STARTED} в папку данных ${folder} нельзя записывать (${reason}).`,
    `Дайте права на запись в неё (например, chmod u+w ${quote(folder)}) или укажите другую папку:`,
    '  KABINET_DATA_DIR=/путь/к/папке npm start',
  ].join('\n');
}

/** The path, or a part of it, is a file: there is nothing to give write access to. */
export function dataFolderNotAFolder(folder: string, reason: string): string {
  return [
    `${NOT_STARTED} папку данных ${folder} нельзя создать: на её месте или выше по пути — файл (${reason}).`,
    'Укажите другую папку:',
    '  KABINET_DATA_DIR=/путь/к/папке npm start',
  ].join('\n');
}

export function portTaken(port: number, host: string): string {
  return [
    `${NOT_STARTED} порт ${port} (${host}) уже занят другой программой — может быть, Kabinet уже запущен.`,
    'Остановите её или запустите Kabinet на другом порту:',
    `  PORT=${port === 9000 ? 9001 : 9000} npm start`,
  ].join('\n');
}

/** HOST names an address this machine does not have. */
export function hostUnavailable(port: number, host: string): string {
  return [
    `${NOT_STARTED} адреса ${host} нет у этой машины, слушать порт ${port} на нём нельзя.`,
    'Уберите HOST (Kabinet откроется на 127.0.0.1) или укажите адрес этой машины, например:',
    '  HOST=0.0.0.0 npm start',
  ].join('\n');
}

export function portForbidden(port: number, host: string, reason: string): string {
  return [
    `${NOT_STARTED} нет прав открыть порт ${port} (${host}): ${reason}. Порты ниже 1024 открывает только администратор.`,
    'Запустите Kabinet на другом порту:',
    `  PORT=${port === 8080 ? 9000 : 8080} npm start`,
  ].join('\n');
}

/** A demo fixture (schemas/*.fixture.json) is broken: `problem` names the file and the record. */
export function brokenFixture(problem: string): string {
  return [
    `${NOT_STARTED} ${problem}.`,
    'Исправьте запись (формат описан в docs/adding-a-resource.md, раздел о демо-данных) и запустите снова: npm start',
  ].join('\n');
}
