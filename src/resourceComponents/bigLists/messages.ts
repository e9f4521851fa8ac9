/** Texts of the big list screens, served as `kabinet.bigLists.<name>`. */
export default {
  created: 'Большой список «%{listName}» создан: значений %{valuesCount}',
  updated: 'Большой список «%{listName}» сохранён',
  createFailed: 'Не удалось создать большой список. Попробуйте позже',
  updateFailed: 'Не удалось сохранить большой список. Попробуйте позже',

  upload: 'Загрузить файл',
  uploadTitle: 'Загрузить значения из файла в «%{name}»',
  uploadDone: 'Файл загружен: добавлено %{added}, всего в списке %{count}',
  uploadFailed: 'Не удалось загрузить файл. Попробуйте позже',

  fromFile: 'Из файла',
  fromFileTitle: 'Новый большой список из файла',
  fromFileDone: 'Список «%{name}» создан из файла: значений %{count}',
};
