/** Texts of the big list screens, served as `kabinet.bigLists.<name>`. */
export default {
  created: 'Большой список «%{listName}» создан: значений %{valuesCount}',
  updated: 'Большой список «%{listName}» сохранён',
  createFailed: 'Не удалось создать большой список. Попробуйте позже',
  updateFailed: 'Не удалось сохранить большой список. Попробуйте позже',

  fileHint: 'TXT или CSV, по одному значению в строке; у CSV берётся первый столбец',

  valuesFound: 'Найдено: %{count}',
  valuesEmpty: 'В списке пока нет значений',
  valuesSearch: 'Поиск по значениям',
  valuesShown: 'Показаны первые %{shown} из %{count}',
  valuesNotFound: 'Ничего не найдено',

  upload: 'Загрузить файл',
  uploadTitle: 'Загрузить значения из файла в «%{name}»',
  uploadModeAppend: 'Добавить к текущим значениям',
  uploadModeReplace: 'Заменить все значения',
  uploadPick: 'Файл TXT или CSV',
  uploadNoFile: 'Выберите файл для загрузки',
  uploadDone: 'Файл загружен: добавлено %{added}, всего в списке %{count}',
  uploadFailed: 'Не удалось загрузить файл. Попробуйте позже',

  fromFile: 'Из файла',
  fromFileTitle: 'Новый большой список из файла',
  fromFileName: 'Название списка',
  fromFileType: 'Тип списка',
  fromFileMissing: 'Укажите название, тип списка и файл',
  fromFileDone: 'Список «%{name}» создан из файла: значений %{count}',
};
