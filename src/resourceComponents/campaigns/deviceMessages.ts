/** Texts of the device targeting's manufacturer and model pickers, loaded with them (a lazy chunk). */
export const DEVICE_TEXTS = {
  chooseManufacturer: 'Сначала выберите производителей: модели выбираются среди их устройств',
  loading: 'Загружаем модели…',
};
