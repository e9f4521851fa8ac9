/** Save texts of the ordInitialContracts screens, served as `kabinet.ordInitialContracts.<name>`. */
export default {
  created: 'Изначальный договор %{number} зарегистрирован в ОРД: %{contractId}',
  updated: 'Изначальный договор %{number} сохранён',
  createFailed: 'Не удалось создать договор. Попробуйте позже',
  updateFailed: 'Не удалось сохранить договор. Попробуйте позже',
};
