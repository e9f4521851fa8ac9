/** Texts shared by the agency, account and reservation screens, served as `kabinet.management.<name>`. */
export default {
  transactions: 'Транзакции',
  balance: {
    button: 'Изменить баланс',
    title: 'Изменение баланса «%{name}»',
    current: 'Текущий баланс: %{amount}',
    submit: 'Провести',
    deposited: 'Баланс «%{name}» пополнен на %{amount}',
    withdrawn: 'С баланса «%{name}» списано %{amount}',
    failed: 'Не удалось изменить баланс. Попробуйте позже',
    agencyHint: 'Пополнение и списание средств агентства. Каждая операция попадает в журнал транзакций.',
    accountHint: 'Пополнение аккаунта списывает сумму с баланса его агентства, списание возвращает её агентству.',
  },
};
