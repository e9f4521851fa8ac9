/**
 * The shell's Russian texts (docs/product.md#routes, #errors). Plain data with no dependencies, so the sign-in
 * chunk can use it through translate.ts without loading react-admin.
 */
export const shellMessages = {
  ra: {
    message: {
      invalid_form: 'Обязательные поля не заполнены или заполнены неверно',
    },
  },
  kabinet: {
    titles: {
      login: 'Вход в личный кабинет',
      password: 'Восстановление пароля',
      cabinets: 'Выбор кабинета',
      reset: 'Сброс пароля',
      notFound: 'Страница не найдена',
      cabinet: 'Личный кабинет',
    },
    auth: {
      heading: 'Вход в личный кабинет',
      subheading: 'Введите логин и пароль, выданные вашим менеджером',
      login: 'Логин',
      password: 'Пароль',
      showPassword: 'Показать пароль',
      hidePassword: 'Скрыть пароль',
      signIn: 'Войти',
      forgot: 'Забыли пароль?',
      required: 'Обязательное поле',
      wrongCredentials: 'Неверный логин или пароль',
      signInFailed: 'Не удалось войти. Попробуйте позже',
      tooManyAttempts: 'Слишком много попыток входа. Повторите через %{seconds} с.',
      tooManyAttemptsLater: 'Слишком много попыток входа. Повторите позже',
      sessionEnded: 'Сессия завершена. Войдите снова, чтобы продолжить работу',
      recoveryHeading: 'Восстановление пароля',
      recoveryHint:
        'Укажите логин — мы отправим инструкции по восстановлению пароля на почту, привязанную к учётной записи',
      recoverySubmit: 'Восстановить пароль',
      recoverySent: 'Инструкции по восстановлению пароля отправлены на вашу почту',
      recoveryImpossible: 'Восстановление пароля невозможно. Пожалуйста, обратитесь к администратору',
      recoveryFailed: 'Не удалось отправить запрос на восстановление пароля. Попробуйте позже',
      tooManyRecoveries: 'Слишком много запросов на восстановление пароля. Повторите через %{seconds} с.',
      tooManyRecoveriesLater: 'Слишком много запросов на восстановление пароля. Повторите позже',
      backToLogin: 'Вернуться ко входу',
      resetDone: 'Пароль успешно изменён. Войдите в личный кабинет с новым паролем',
      linkExpired: 'Срок действия ссылки для восстановления пароля истек',
    },
    cabinets: {
      heading: 'Выбор кабинета',
      subheading: 'Выберите кабинет, в котором хотите работать',
      search: 'Поиск кабинета',
      empty: 'Кабинетов пока нет. Обратитесь к администратору, чтобы получить доступ',
      nothingFound: 'Ничего не найдено',
      count: '%{smart_count} кабинет |||| %{smart_count} кабинета |||| %{smart_count} кабинетов',
      favorite: 'Добавить в избранное',
      unfavorite: 'Убрать из избранного',
      favoriteFailed: 'Не удалось изменить избранное. Попробуйте позже',
      groups: {
        favorites: 'Избранные',
        admin: 'Администраторы',
        agency: 'Агентства',
        account: 'Аккаунты',
        other: 'Другие кабинеты',
      },
      types: {
        admin: 'Администратор',
        agency: 'Агентство',
        account: 'Аккаунт',
        ord: 'ОРД',
        front_office: 'Фронт-офис',
        frontOffice: 'Фронт-офис',
        undefined: 'Без типа',
      },
    },
    menu: {
      open: 'Развернуть меню',
      close: 'Свернуть меню',
      groups: {
        system: 'Системные настройки',
        management: 'Управление',
        moderation: 'Модерация',
        tools: 'Инструменты',
        reports: 'Отчёты',
      },
      nothing: 'В этом кабинете вам пока не доступен ни один раздел',
    },
    // The top bar's inbox (docs/product.md#inbox); the panel's own texts load with it.
    inbox: {
      open: 'Уведомления',
      unread: 'Уведомления: непрочитанных %{count}',
    },
    // The top bar's search (docs/product.md#search); the dialog's own texts load with it.
    search: { open: 'Поиск по кабинету' },
    userMenu: {
      open: 'Меню пользователя',
      cabinets: 'Список кабинетов',
      logout: 'Выйти',
    },
    // @mui/x-charts' own texts (src/layout/muiRussian.ts).
    charts: { loading: 'Загрузка данных…', noData: 'Нет данных' },
    fatal: {
      title: 'Что-то пошло не так',
      text: 'Приносим извинения за неудобства. Мы уже работаем над восстановлением системы.',
      back: 'Назад',
      reload: 'Обновить страницу',
      logout: 'Выйти',
    },
    notFound: {
      title: 'Страница не найдена',
      text: 'Возможно, адрес набран с ошибкой или у вас нет доступа к этому разделу.',
      home: 'На главную',
      back: 'Назад',
    },
    loading: 'Загрузка…',
  },
};
