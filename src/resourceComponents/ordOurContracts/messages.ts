/** Save texts of the ordOurContracts screens, served as `kabinet.ordOurContracts.<name>`. */
export default {
  created: 'Договор %{number} зарегистрирован в ОРД: %{contractId}',
  updated: 'Договор %{number} сохранён',
  createFailed: 'Не удалось создать договор. Попробуйте позже',
  updateFailed: 'Не удалось сохранить договор. Попробуйте позже',
};
