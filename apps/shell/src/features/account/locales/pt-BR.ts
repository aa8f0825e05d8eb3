import type source from './zh-CN.ts';

const messages: typeof source = {
  password: {
    title: 'Alterar senha',
    old: 'Senha atual',
    new: 'Nova senha',
    again: 'Confirmar senha',
    oldRequired: 'Informe a senha atual',
    newRequired: 'Informe uma senha',
    rule: 'A senha deve ter de 6 a 16 caracteres, com um dígito, uma letra e um caractere especial',
    againRequired: 'Confirme a senha',
    mismatch: 'As senhas não coincidem',
    hint: '6 a 16 caracteres, com um dígito, uma letra e um caractere especial',
    submit: 'Alterar senha',
    success: 'Senha alterada!',
    othersSignedOut: 'As outras sessões foram encerradas.',
  },
};
export default messages;
