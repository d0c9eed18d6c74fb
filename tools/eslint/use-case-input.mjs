// A use case's input (docs/service-conventions.md): its one public method, `execute`, takes at most one
// parameter, named `input`, typed by the contract's payload or an interface beside it; no class restates a
// contract as a command. One shape
// makes every call site read the same (`execute({ actorId, teamRef })`, which cannot swap two strings).

/** The method's parameters without TypeScript's `this` parameter. */
const parametersOf = (method) =>
  method.value.params.filter((param) => !(param.type === 'Identifier' && param.name === 'this'));

/** The parameter's own node: `input = {...}` and `readonly input` wrap it. */
const unwrap = (param) => {
  if (param.type === 'TSParameterProperty') return unwrap(param.parameter);
  if (param.type === 'AssignmentPattern') return param.left;
  return param;
};

export const useCaseInputRule = {
  meta: {
    type: 'problem',
    docs: { description: "A use case's execute takes one parameter, `input`, and no command class exists." },
    schema: [],
    messages: {
      positional:
        'A use case takes one input object: `execute(input: RpcPayload<…> | EventPayload<…> | <UseCase>Input)` (docs/service-conventions.md, "A use case\'s input").',
      name: "Name the use case's parameter `input`: the payload or input object, not a destructured or renamed value.",
      onePublic:
        'A use case has one public method, `execute`: make `{{name}}` private, or a use case (or a provider two share) of its own.',
      command:
        'No command classes: type the input with the contract\'s payload (RpcPayload<…>, EventPayload<…>) or an interface beside the use case (docs/service-conventions.md, "A use case\'s input").',
    },
  },
  create(context) {
    const isUseCase = context.filename.endsWith('.use-case.ts');
    return {
      'ClassDeclaration[id.name=/Command$/]'(node) {
        context.report({ node: node.id, messageId: 'command' });
      },
      'ClassBody > MethodDefinition'(method) {
        if (!isUseCase || method.kind !== 'method' || method.static) return;
        if (method.accessibility === 'private' || method.accessibility === 'protected') return;
        if (method.key.type !== 'Identifier') return;
        if (method.key.name !== 'execute') {
          context.report({ node: method.key, messageId: 'onePublic', data: { name: method.key.name } });
          return;
        }
        const params = parametersOf(method);
        if (params.length > 1) {
          context.report({ node: params[1], messageId: 'positional' });
          return;
        }
        const [param] = params;
        if (!param) return;
        const own = unwrap(param);
        if (own.type !== 'Identifier' || own.name !== 'input')
          context.report({ node: param, messageId: 'name' });
      },
    };
  },
};

export default { rules: { 'use-case-input': useCaseInputRule } };
