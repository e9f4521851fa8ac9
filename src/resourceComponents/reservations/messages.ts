/** Texts of the reservation screens' own actions, served as `kabinet.reservations.<name>`. */
export default {
  created: 'Бронирование «%{name}» создано',
  updated: 'Бронирование «%{name}» сохранено',
  deployments: 'Размещения',
  addDeployment: 'Добавить размещение',
  versions: 'История версий',
};
