import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/** Refuses documents nested deeper than `maxDepth` or selecting more than `maxFields` fields in all. */
export function limitQuerySize(maxDepth: number, maxFields: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    return {
      OperationDefinition(operation) {
        let fields = 0;
        const walk = (set: SelectionSetNode, depth: number, seen: Set<string>): number => {
          let deepest = depth;
          for (const selection of set.selections) {
            if (selection.kind === Kind.FIELD) {
              fields += 1;
              if (selection.selectionSet)
                deepest = Math.max(deepest, walk(selection.selectionSet, depth + 1, seen));
            } else if (selection.kind === Kind.INLINE_FRAGMENT) {
              deepest = Math.max(deepest, walk(selection.selectionSet, depth, seen));
            } else {
              const fragment = fragments.get(selection.name.value);
              if (fragment && !seen.has(fragment.name.value)) {
                deepest = Math.max(
                  deepest,
                  walk(fragment.selectionSet, depth, new Set([...seen, fragment.name.value])),
                );
              }
            }
          }
          return deepest;
        };
        const depth = walk(operation.selectionSet, 1, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Query is too deep (${depth} levels; the limit is ${maxDepth})`),
          );
        }
        if (fields > maxFields) {
          context.reportError(
            new GraphQLError(`Query selects too many fields (${fields}; the limit is ${maxFields})`),
          );
        }
      },
    };
  };
}
