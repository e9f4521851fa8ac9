/** Save texts of the ordInvoices screens, served as `kabinet.ordInvoices.<name>`. */
export default {
  created: 'Счёт %{number} зарегистрирован в ОРД',
  updated: 'Счёт %{number} сохранён',
  createFailed: 'Не удалось создать счёт. Попробуйте позже',
  updateFailed: 'Не удалось сохранить счёт. Попробуйте позже',
};
