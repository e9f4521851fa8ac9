/** Texts of the deployment screens' own actions, served as `kabinet.deployments.<name>`. */
export default {
  created: 'Размещение «%{name}» создано',
  updated: 'Размещение «%{name}» сохранено',
  copy: 'Копировать',
  copied: 'Создана копия размещения: «%{name}»',
  copyFailed: 'Не удалось скопировать размещение. Попробуйте позже',
  delete: 'Удалить',
  confirmTitle: 'Удалить размещение «%{name}»?',
  confirmContent: 'Размещение будет удалено из бронирования. Это действие нельзя отменить.',
  deleted: 'Размещение «%{name}» удалено',
  deleteFailed: 'Не удалось удалить размещение. Попробуйте позже',
  onlyDeployment: 'Невозможно удалить размещение. Это единственное размещение выбранное в кампании.',
  reservation: 'К бронированию',
};
