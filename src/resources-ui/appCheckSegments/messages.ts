/** Texts of the app-check segment card, served as `kabinet.appCheckSegments.<name>`. */
export default {
  created: 'Сегмент «%{name}» создан',
  updated: 'Сегмент «%{name}» сохранён',
  createFailed: 'Не удалось создать сегмент. Попробуйте позже',
  updateFailed: 'Не удалось сохранить сегмент. Попробуйте позже',

  addBundles: 'Добавить бандлы',
  addBundlesTitle: 'Добавить бандлы в «%{name}»',
  addBundlesHint: 'По одному бандлу в строке: имя пакета (ru.example.app) или id из App Store (id123456789)',
  check: 'Проверить',
  checkKnown: 'Известные приложения: %{count}',
  checkUnknown: 'Нет в каталоге (будут добавлены): %{list}',
  checkInvalid: 'Неверные бандлы: %{list}',
  checkFailed: 'Не удалось проверить бандлы. Попробуйте позже',
  nothing: 'Впишите хотя бы один бандл',
  added: 'Бандлы добавлены в сегмент «%{name}»: пользователей %{users}',
  addFailed: 'Не удалось добавить бандлы. Попробуйте позже',
  recount: 'Пересчитать охват',
  recounted: 'Охват сегмента пересчитан: %{users} пользователей',
  recountFailed: 'Не удалось пересчитать охват. Попробуйте позже',
};
