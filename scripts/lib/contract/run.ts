import { createContractCheck } from '../openapi/check';
import { buildOpenApi } from '../openapi/document';
import { probe, ProbeError } from './probe';
import { consoleReads } from './reads';
import { formatReport } from './report';
import { consoleValidators } from './validators';

export interface ContractSettings {
  url?: string;
  login?: string;
  password?: string;
  cabinet?: string;
}

/** `npm run contract` without the process: the report goes to `print`, the exit code is returned. */
export async function runContract(
  settings: ContractSettings,
  { root, print }: { root: string; print(text: string): void },
): Promise<number> {
  const missing = [
    !settings.url && 'KABINET_CONTRACT_URL (адрес платформы)',
    !settings.login && 'KABINET_CONTRACT_LOGIN (логин)',
    !settings.password && 'KABINET_CONTRACT_PASSWORD (пароль)',
  ].filter(Boolean);
  if (missing.length) {
    print(
      `Проверка контракта не запущена: не заданы переменные окружения ${missing.join(', ')}. Подробнее: docs/contract.md#probe`,
    );
    return 2;
  }
  try {
    const validators = consoleValidators(root);
    const reads = consoleReads(root, validators.set);
    const contract = createContractCheck(await buildOpenApi(root), { russian: true });
    const report = await probe(
      { url: settings.url!, login: settings.login!, password: settings.password!, cabinet: settings.cabinet },
      reads,
      validators,
      contract,
    );
    const { text, mismatched } = formatReport(settings.url!, report);
    print(text);
    return mismatched ? 1 : 0;
  } catch (e) {
    if (!(e instanceof ProbeError)) throw e;
    print(`Проверка контракта не выполнена: ${e.message}`);
    return 2;
  }
}
