/** Texts shared by the tools and moderation screens, served as `kabinet.tools.<name>`. */
export default {
  close: 'Закрыть',
};
