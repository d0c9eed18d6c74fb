import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { parseBlocks, type MarkdownBlock } from './parseBlocks';
import { parseInline, type InlineNode } from './parseInline';

// Everything becomes React elements, so text from the Markdown files is always escaped, never injected.
function renderInline(nodes: InlineNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'link':
        return node.href.startsWith('/') ? (
          <Link key={index} to={node.href}>
            {renderInline(node.children)}
          </Link>
        ) : (
          <a key={index} href={node.href}>
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

function renderBlock(block: MarkdownBlock, index: number): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return <Heading key={index}>{renderInline(parseInline(block.text))}</Heading>;
    }
    case 'paragraph':
      return <p key={index}>{renderInline(parseInline(block.text))}</p>;
    case 'quote':
      return (
        <blockquote key={index}>
          <p>{renderInline(parseInline(block.text))}</p>
        </blockquote>
      );
    case 'code':
      return (
        <pre key={index}>
          <code>{block.text}</code>
        </pre>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List key={index}>
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>{renderInline(parseInline(item))}</li>
          ))}
        </List>
      );
    }
  }
}

export function MarkdownContent({ markdown }: { markdown: string }) {
  return <>{parseBlocks(markdown).map(renderBlock)}</>;
}
