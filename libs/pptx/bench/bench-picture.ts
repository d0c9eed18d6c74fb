export const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A picture frame (`p:pic`) showing the slide's `rIdPhoto`, with `altText` as its description (a tag, or none). */
export function picture(altText: string): string {
  return (
    `<p:pic><p:nvPicPr><p:cNvPr id="20" name="Photo"${altText ? ` descr="${altText}"` : ''}/><p:cNvPicPr><a:picLocks noChangeAspect="1"/></p:cNvPicPr><p:nvPr/></p:nvPicPr>` +
    '<p:blipFill><a:blip r:embed="rIdPhoto"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>' +
    '<p:spPr><a:xfrm><a:off x="5486400" y="2286000"/><a:ext cx="3200400" cy="3200400"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>'
  );
}
