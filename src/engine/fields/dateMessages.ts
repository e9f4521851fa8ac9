/** The texts live here, not in the shell's messages: only a screen with a date loads them. */
export const DATE_MESSAGES = {
  // The empty field's letters, one per digit's place: дд.мм.гггг чч:мм.
  day: 'дд',
  month: 'мм',
  year: 'г',
  hours: 'чч',
  minutes: 'мм',
  invalidDate: 'Введите дату в формате дд.мм.гггг',
  invalidDateTime: 'Введите дату и время в формате дд.мм.гггг чч:мм',
  outOfRange: 'Дата должна быть не раньше 01.01.1900 и не позже 31.12.2099',
};
